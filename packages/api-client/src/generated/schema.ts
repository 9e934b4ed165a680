// Generated from openapi.yaml by packages/api-client/scripts/generate.mjs. Do not edit.
export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Verificar a saúde do serviço
         * @description Liveness and readiness: `200` with each part's check (`status: degraded` when the queue or storage fails);
         *     `503` with the error body and its reason while the server finishes starting or when the database does not
         *     answer.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar o contrato da API (JSON)
         * @description This document as JSON, for code generators and API tools (the interactive reference at `/api/docs`
         *     reads it). The same content as `/openapi.yaml`.
         */
        get: operations["getOpenApiJson"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.yaml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar o contrato da API (YAML)
         * @description This document as written (YAML), comments included.
         */
        get: operations["getOpenApiYaml"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrar
         * @description Checks the credentials and answers `{accessToken, user}`; also sets the `admin_token` (HttpOnly) and
         *     `user_data` cookies. Wrong credentials → `401` 'E-mail ou senha incorretos.'; an unconfirmed e-mail →
         *     `401` whose message contains 'Email não confirmado'; an inactive or suspended account → `403` telling
         *     why. Updates `lastLoginAt`. Rate-limited.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/login-checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Entrar durante o checkout
         * @description Same as `login`, used by the complete checkout right after registration: it also accepts an account
         *     whose e-mail is not confirmed yet, so the purchase can continue (the profile then shows the
         *     unverified-e-mail warning). Inactive or suspended accounts are refused (`403`). Rate-limited.
         */
        post: operations["loginCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar conta
         * @description Creates an unconfirmed `user` account and sends the confirmation e-mail (link to
         *     `PUBLIC_URL/confirm-email?token=…`, single use, valid 24 h). Password: at least 6 characters
         *     ('A senha deve ter pelo menos 6 caracteres'); CPF/CNPJ check digits ('Digite um CPF ou CNPJ válido').
         *     An e-mail that already has an account gets the very same `201` after the same work: no account is
         *     created or changed, and its owner is e-mailed that someone tried to register with the address, with a
         *     link to sign in (so the answer never tells whether an address has an account; see docs/decisions/
         *     on account enumeration). `503` when the e-mail cannot be sent (nothing is kept). Rate-limited.
         *
         *     `empresa` (the checkout's 'Comprar para uma empresa'): the company the visitor is about to buy a plan
         *     for. It is only checked here, before anything else is done, with the rules of `criarEmpresa` (`400`;
         *     a CNPJ another company has → `409` 'Já existe uma empresa com este CNPJ.'), so that a purchase which
         *     would be refused for it leaves no account behind; the same whether or not the address has an account.
         *     The company is created by `atribuirPlanoUsuario` with the same `empresa`, together with the plan.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter o usuário da sessão
         * @description The signed-in user; the web app calls it at start-up to validate the stored session. An API key gets
         *     `403` (a key reaches no personal data of its owner); it learns what it is from `obterChaveAtual`.
         */
        get: operations["getProfile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sair
         * @description Revokes the current token on the server (it then gets `401`) and clears the session cookies.
         */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auth/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Alterar a própria senha
         * @description Checks `currentPassword` (wrong → `400` 'Senha atual incorreta.') and sets `newPassword` (at least 6
         *     characters: 'A nova senha deve ter pelo menos 6 caracteres'). Other sessions of the user are revoked.
         *     Rate-limited.
         */
        post: operations["changePassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Confirmar e-mail
         * @description Consumes a confirmation token (single use, valid 24 h). An unknown, used or expired token → `400`
         *     'Token de confirmação inválido ou expirado.'.
         */
        get: operations["confirmEmail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/unlock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Desbloquear conta
         * @description Consumes the link sent when wrong passwords locked the account (`PUBLIC_URL/desbloquear-conta?token=…`,
         *     single use, valid 24 h) and lifts the lock at once. An unknown, used or expired token → `400`.
         */
        get: operations["unlockAccount"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/email/resend-confirmation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar e-mail de confirmação
         * @description Sends a new confirmation link (previous ones stop working). Always answers `200` with the same
         *     message, whether or not the address exists or is already confirmed. Rate-limited.
         */
        post: operations["resendConfirmation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar usuários
         * @description Paged list ordered by `createdAt` descending. `search` matches name, e-mail and CPF/CNPJ (digits).
         */
        get: operations["getUsuarios"];
        put?: never;
        /**
         * Criar usuário
         * @description Admin creates an account, already confirmed. Password strength is checked in code with the product's
         *     messages ('A senha deve ter pelo menos 8 caracteres'; 'A senha deve conter pelo menos: 1 letra
         *     minúscula, 1 maiúscula, 1 número e 1 caractere especial'); CPF/CNPJ → 'Digite um CPF ou CNPJ
         *     válido'. Duplicate e-mail → `409` 'Este email já está em uso'.
         */
        post: operations["createUsuario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estatísticas de usuários */
        get: operations["getUserStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Obter meu perfil */
        get: operations["getMe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Atualizar meu perfil
         * @description Changes own profile data (not e-mail, role or status). CPF/CNPJ check digits → 'Digite um CPF ou CNPJ válido'.
         */
        patch: operations["updateMe"];
        trace?: never;
    };
    "/users/me/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar minha senha
         * @description Same rule as `changePassword` (from the profile screen): the current password must match (else `400`
         *     'Senha atual incorreta.'); the new one has at least 6 characters. Rate-limited.
         */
        patch: operations["updateMyPassword"];
        trace?: never;
    };
    "/users/me/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter minhas permissões
         * @description The operation ids the caller's role may call, derived from this contract's `x-roles`, and the caller's role in their company (null when in none).
         */
        get: operations["getMyPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/plano/empresa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Empresa escolhida no checkout
         * @description The company the caller chose at checkout ('Comprar para uma empresa': at registration or in a purchase
         *     that did not go through, such as a declined card) and has not bought a plan for yet, so the payment
         *     step shows it again after a reload; `atribuirPlanoUsuario` without `empresa` creates it. `null` when
         *     none, once a plan is bought, or when the account already belongs to a company.
         */
        get: operations["obterEmpresaCheckout"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/plano": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter meu plano
         * @description The caller's current plan (active or pending) and this month's usage; `plano` and `userPlan` are `null` when there is none.
         */
        get: operations["obterPlanoUsuario"];
        put?: never;
        /**
         * Adquirir um plano
         * @description The caller buys a plan. `PIX`/`BOLETO`: the plan is `PENDING` until its first payment is confirmed
         *     (the client then calls `criarPagamento`). `CREDIT_CARD`: `creditCard` and `creditCardHolderInfo` are
         *     required; the card is charged now and the plan is `ACTIVE` when approved; a declined card → `422`
         *     and nothing stays active or half-created. Card data is passed to the gateway and never stored. A
         *     pending plan is replaced; an active plan → `409` (it changes in place: `alterarMeuPlano`). Unknown plan → `404`.
         *
         *     `empresa` buys the plan for a company (the checkout's 'Comprar para uma empresa'): the company is
         *     created with the buyer as its holder (`titular`) and first `gestor`, in the same transaction as the
         *     subscription (by card, only once the card is approved), so a refusal or a declined card leaves no
         *     company and no plan. Checked before anything is charged, with the rules of `criarEmpresa` (`400`); a
         *     CNPJ another company has → `409` 'Já existe uma empresa com este CNPJ.'; a buyer who already belongs
         *     to a company → `409` 'Sua conta já faz parte de uma empresa.', except the holder of the company with
         *     that CNPJ (a checkout tried again), whose company the plan is then bought for, unchanged; staff →
         *     `403`. Audited as `empresa.criada` with the plan.
         */
        post: operations["atribuirPlanoUsuario"];
        /**
         * Cancelar meu plano
         * @description The caller cancels their plan at any time (no further charges). Within 7 days of the first payment,
         *     that payment is refunded (`REEMBOLSADO`) — the 7-day guarantee. No current plan → `404`.
         */
        delete: operations["cancelarMeuPlano"];
        options?: never;
        head?: never;
        /**
         * Ativar ou desativar a renovação automática do meu plano
         * @description Turns automatic renewal of the caller's current plan (active or pending) on or off and answers like
         *     `obterPlanoUsuario`. On: 5 days before `dataFim` the renewal job creates the next charge (PIX/boleto
         *     due on `dataFim`, sent by e-mail; a plan paid by card is charged on the saved card, else the card of
         *     the purchase). Off: no further charges, and the plan ends at `dataFim`; a renewal charge already
         *     created stays payable until then (paying it extends the period) and is cancelled when the plan ends.
         *     Sending the current value changes nothing. No current plan → `404` 'Você não possui um plano ativo.';
         *     a plan granted by an admin (`billingType` null) has nothing to renew → `422`.
         */
        patch: operations["atualizarMeuPlano"];
        trace?: never;
    };
    "/users/me/plano/alteracao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prévia da mudança de plano
         * @description What changing the caller's active plan to `planoId` would do, before confirming (`alterarMeuPlano`). A
         *     plan with a higher monthly price (`upgrade`) applies at once, the period's dates kept, and charges the
         *     difference for the days left of the period (`valor`: (new − current price) × days left / days of the
         *     period, whole cents, a started day counted whole). A cheaper one (`downgrade`) applies when the period
         *     ends (`dataEfeito` = `dataFim`), charges nothing now and is refused when the company's members plus
         *     pending invitations exceed its seats (`422` naming the numbers). Extra seats stay with any plan. For a
         *     company, only a 'Gestor' (`403` for a 'Membro'), acting on the holder's subscription. The same plan,
         *     one at the same price or a plan not on sale → `422`; no active plan → `404`; a plan awaiting its first
         *     payment → `409`; a plan granted by an admin → `422`.
         */
        get: operations["previaAlteracaoPlano"];
        put?: never;
        /**
         * Mudar de plano
         * @description Changes the caller's active plan in place, as `previaAlteracaoPlano` describes; the subscription stays
         *     `ACTIVE` throughout (members keep ordering). `upgrade`: the plan changes at once (quota and seats
         *     included) and the difference is a payment with `tipo` `alteracao`, charged on the saved card (else the
         *     purchase's) for a plan paid by card, otherwise a `PENDENTE` PIX or boleto charge paid like any other
         *     (`pagamento`); a declined card → `422` and nothing changes. A downgrade scheduled earlier is dropped.
         *     `downgrade`: scheduled for `dataFim` (`mudancaAgendada`), when the renewal charges and switches to it;
         *     choosing again replaces it. Two changes at once: one wins, the other → `409`. Audited
         *     (`user_plan.upgraded`, `user_plan.downgrade_scheduled`).
         */
        post: operations["alterarMeuPlano"];
        /**
         * Desistir da mudança de plano agendada
         * @description Withdraws the change to a cheaper plan scheduled for the end of the period; the plan renews as it is.
         *     None scheduled → `404`. Audited (`user_plan.downgrade_withdrawn`).
         */
        delete: operations["desistirAlteracaoPlano"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/plano/assentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prévia da compra de um assento
         * @description What one more seat costs the caller's company: `valorMensal` a month (added to each renewal) and
         *     `valor` now, prorated by the days left of the period like an upgrade. Only for a company ('Gestor';
         *     `403` for a 'Membro'; a personal account → `422`) with an active plan (`404` without one, `409` while
         *     its first payment is pending).
         */
        get: operations["previaAssentoExtra"];
        put?: never;
        /**
         * Comprar um assento
         * @description Adds one seat to the caller's company, usable at once, as `previaAssentoExtra` describes: the prorated
         *     price is a payment with `tipo` `assentos` (card or PIX/boleto as for an upgrade; a declined card →
         *     `422` and no seat), and each renewal charges the plan's price plus every extra seat. Same refusals as
         *     the preview; two purchases (or changes) at once: one wins, the other → `409`. Audited
         *     (`user_plan.seat_added`).
         */
        post: operations["comprarAssentoExtra"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/me/cartao": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter meu cartão salvo
         * @description The card the caller saved for automatic renewals (brand, last four digits, holder, expiry), or
         *     `cartao: null` when there is none — `200` either way, like `obterPlanoUsuario`, so that a page can tell
         *     "no card yet" from an error. A card saved under another payment gateway (the server switched between
         *     the sandbox and Asaas) cannot be charged and reads as `null`.
         */
        get: operations["obterCartao"];
        put?: never;
        /**
         * Salvar cartão para a renovação automática
         * @description Tokenises the card at the payment gateway (Asaas `POST /v3/creditCard/tokenizeCreditCard`, or the
         *     sandbox) and keeps only the token, brand, last four digits, holder name and expiry; the number and
         *     the CVC are passed to the gateway and never stored or logged. Saving replaces the previous card. The
         *     saved card is charged by the automatic renewal of a plan paid by card (it wins over the card of the
         *     purchase); plans paid by PIX or boleto keep renewing by PIX or boleto.
         *
         *     Checked in code, in this order, with these messages (`400`): 'Número do cartão inválido' (13–19
         *     digits), 'Data de validade inválida' (`expiryMonth` 01–12, `expiryYear` YY or YYYY), 'CVC inválido'
         *     (3–4 digits), 'Nome no cartão inválido' (at least 2 characters); then the holder: 'Por favor, preencha
         *     todos os dados do portador do cartão' (name, email, cpfCnpj, postalCode, addressNumber, phone), 'Digite
         *     um email válido', 'Digite um CPF ou CNPJ válido', 'CEP inválido', 'Telefone inválido'. The gateway
         *     refusing the card (declined, expired, invalid number) → `422` with the gateway's message (e.g.
         *     'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.'); gateway
         *     unavailable → `503`, and the previous card stays. Rate-limited (card testing).
         */
        post: operations["salvarCartao"];
        /**
         * Remover meu cartão salvo
         * @description Forgets the saved card (its token included). Idempotent: `204` also when there was none. A plan
         *     bought by card then renews with the card of that purchase again, as before a card was saved; to stop
         *     automatic charges, turn automatic renewal off or cancel the plan.
         */
        delete: operations["removerCartao"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/assinaturas/ativas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar assinaturas ativas
         * @description Users whose current plan is `ACTIVE` or `PENDING`. `search` matches the user's name and e-mail and the plan name.
         */
        get: operations["listarAssinaturasAtivas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/assinaturas/ativas/detalhadas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar assinaturas ativas com detalhes
         * @description Like `listarAssinaturasAtivas`, with the gateway subscription and usage/due-date statistics, filtered by
         *     state, billing type and due status on the server (so every page is complete), and a `resumo` of every
         *     current subscription (search and filters do not change it).
         */
        get: operations["listarAssinaturasAtivasDetalhadas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Obter usuário */
        get: operations["getUsuario"];
        put?: never;
        post?: never;
        /**
         * Remover usuário
         * @description Admin deletes a user. Deleting yourself or the last admin → `409`.
         */
        delete: operations["deleteUsuario"];
        options?: never;
        head?: never;
        /**
         * Atualizar usuário
         * @description Admin changes a user's profile, role, status or password (the admin edit form sends either profile
         *     fields or only `password`; a new password needs at least 8 characters: 'Nova senha deve ter pelo
         *     menos 8 caracteres', and revokes the user's sessions). Duplicate e-mail → `409` 'Este email já está
         *     em uso'; demoting or deactivating the last active admin → `409`.
         */
        patch: operations["updateUsuario"];
        trace?: never;
    };
    "/users/{id}/permissions": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Obter permissões de um usuário */
        get: operations["getUserPermissions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/plano": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Obter o plano de um usuário */
        get: operations["getPlanoDoUsuario"];
        put?: never;
        /**
         * Conceder plano a um usuário
         * @description Admin grants a plan with no payment: `ACTIVE` at once, `billingType` null, no automatic renewal,
         *     `dataFim` one month ahead. Replaces the user's current plan. Unknown user or plan → `404`.
         */
        post: operations["concederPlanoUsuario"];
        /**
         * Cancelar o plano de um usuário
         * @description Admin cancels a user's plan, with the same 7-day refund rule as `cancelarMeuPlano`. No current plan → `404`.
         */
        delete: operations["cancelarPlanoUsuario"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/plano/assinatura": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assinar um plano para um usuário (com cobrança)
         * @description An admin subscribes a customer to a plan on the customer's behalf, by the rules of `atribuirPlanoUsuario`
         *     (renewal and billing type as the customer would choose). `PIX`/`BOLETO`: the plan is `PENDING` and its
         *     first charge is created at once; the customer receives the invoice by e-mail and finds it in their
         *     payments. `CREDIT_CARD`: the card given is charged now (`422` when declined, nothing left half-done).
         *     A plan of R$ 0,00 is active at once. The user's pending plan is replaced; an active plan → `409`
         *     (cancel it first, or grant instead). Unknown user or plan → `404`.
         */
        post: operations["assinarPlanoParaUsuario"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/uso": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Histórico de uso de um usuário
         * @description Requests created per calendar month (America/Sao_Paulo) as the plan counts them (not those whose every certificate was returned), oldest first, ending with the current month.
         */
        get: operations["getUsoUsuario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar planos
         * @description Ordered by `ordem`, then `nome`. `search` matches name and description.
         */
        get: operations["getPlanos"];
        put?: never;
        /**
         * Criar plano
         * @description `limite` 0 or null means unlimited; `valor` is rounded to cents.
         */
        post: operations["createPlano"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planos/publicos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar planos (público)
         * @description The plan list for the landing page, without a token; same order and shape as `getPlanos`.
         */
        get: operations["getPlanosPublicos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/planos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Obter plano */
        get: operations["getPlano"];
        put?: never;
        post?: never;
        /**
         * Excluir plano
         * @description A plan that some user holds (active or pending) cannot be deleted → `409` with a message saying so.
         */
        delete: operations["deletePlano"];
        options?: never;
        head?: never;
        /**
         * Atualizar plano
         * @description Partial update; only the sent fields change. Existing subscriptions keep running under the new values.
         */
        patch: operations["updatePlano"];
        trace?: never;
    };
    "/solicitacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar solicitações
         * @description Paged list of requests, each with its certificates' statuses and results (`SolicitacaoNaLista`); the
         *     whole certificates are on `getSolicitacao` (or every item's with `incluir=certidoes`). Filters combine with AND: `tipoCertidao` (contains
         *     a certificate of that type), `status` (the request's aggregate status), `cpf` (a certificate for that
         *     CPF/CNPJ, compared by digits), `dataInicial`/`dataFinal` (creation day, inclusive), `resultado` (a
         *     certificate with that result) and `vencendoEmDias` (a certificate expiring within that many days). Sorted
         *     by `criadoEm` (then `id`). Two ways through the pages: numbered (`pagina`, for a pager; `meta.total` and
         *     `meta.totalPages` say how many) or by cursor (`cursor`: the previous page's `proximoCursor`), for a client
         *     that walks the whole list: each request exactly once and in order even while requests are created or
         *     finish, and every page as cheap as the first. A numbered page costs more the deeper it is (the requests before it are
         *     skipped in the index).
         */
        get: operations["getSolicitacoes"];
        put?: never;
        /**
         * Criar solicitação
         * @description Creates a request and enqueues one job per certificate (the web form sends the 10 types; each type at
         *     most once). Checked in code with the product's messages: 'Nome completo é obrigatório.'; for `fisica`
         *     'CPF é obrigatório para pessoa física.' (and valid check digits) and 'Data de nascimento é obrigatória
         *     para pessoa física.'; for `juridica` 'CNPJ é obrigatório para pessoa jurídica.'. A `user` needs an
         *     active plan with requests left this month (America/Sao_Paulo calendar month; `limite` 0 = unlimited),
         *     checked in the same transaction that records the request; otherwise `422` with a clear message. Quota
         *     counts requests, whatever the number of certificates in each; a request whose every certificate was
         *     returned (cancelled or never issued) no longer counts, until a manual retry issues one of them. Each
         *     certificate is charged its type's price (`precoCentavos`) when the request is recorded, nothing for staff
         *     (a retry is never charged). A member of a company uses the company's plan and quota (every member's
         *     requests count), and the request belongs to the company. `kitId` and `centroCustoId` as their
         *     descriptions say. Admins and moderators are not limited. With `pagamentoAvulso` the request is a one-off
         *     order: no plan is needed, it is not counted against one, and its certificates wait for its payment.
         */
        post: operations["createSolicitacao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/lote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar solicitações em lote
         * @description Creates up to 1,000 requests in one call, each row on its own: a row is recorded whole (request,
         *     certificates, charges and jobs) or not at all, and the others go on. The answer lists every row by its
         *     index (from 0) with the new request's id, or the `status`, `codigo` and pt-BR `message` that
         *     `createSolicitacao` would have answered for it (`documento_invalido`, `sem_plano_ativo`,
         *     `limite_do_plano`, an unknown kit or cost centre…). The same rules as `createSolicitacao`: the plan's
         *     month limit counts every created row, so a batch bigger than what is left creates the rows that fit, in
         *     order, and refuses the rest with `limite_do_plano`. A row with `pagamentoAvulso` is refused
         *     (`requisicao_invalida`): a one-off order is paid on its own. A body that does not match the schema (a
         *     row missing `dadosGerais`, more than 1,000 rows) is refused whole with `400`. With `Idempotency-Key` a
         *     retried call gets the same answer and creates nothing again.
         */
        post: operations["criarSolicitacoesEmLote"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/estatisticas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estatísticas das solicitações */
        get: operations["getEstatisticasSolicitacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/plano": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Plano e cota de solicitações do usuário
         * @description The caller's plan as it affects requests this month, and whether a new request is allowed now.
         */
        get: operations["getPlanoSolicitacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Acompanhar as solicitações ao vivo
         * @description Server-sent events (`text/event-stream`) instead of polling each job. Same roles as `getSolicitacoes`: a
         *     user receives only events of their own requests, staff all of them; `solicitacaoId` follows one request
         *     (404 when the caller cannot see it). Events:
         *     - `certidao` (with an `id`): a certificate's status, progress, step, error or PDFs changed; `data` is an
         *       `EventoCertidao` (JSON) with the certificate as `getSolicitacao` gives it and its job's state. Several
         *       changes close together may arrive as one event with the latest values.
         *     - `heartbeat` as soon as the stream follows every change, then every 15 s (`data`: `{"hora": ISO date}`),
         *       so clients and proxies know the stream is alive.
         *     - `recarregar`: events the client asked for with `Last-Event-ID` are no longer kept (older than an hour):
         *       reload what is on screen, then keep following.
         *     Events cross processes: a worker process that changes a certificate (even on another machine, with
         *     PostgreSQL) is seen by every API process. Reconnecting with `Last-Event-ID` replays what was missed.
         */
        get: operations["getEventosSolicitacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Obter solicitação */
        get: operations["getSolicitacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Atualizar referência da solicitação
         * @description Changes the request's own reference (`referencia`: the customer's client, case or deal; `null` or blank
         *     clears it). Whoever may see and cancel the request may change it; another company's request is `404`.
         */
        patch: operations["atualizarSolicitacao"];
        trace?: never;
    };
    "/solicitacoes/{id}/pdfs.zip": {
        parameters: {
            query?: {
                /**
                 * @description `false` leaves `resumo.csv` out: only the PDFs, each entry as long as its `tamanho`, so a client that
                 *     has the request can take the archive apart as it arrives (`certidao baixar` does).
                 */
                resumo?: boolean;
            };
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Baixar todos os PDFs da solicitação (ZIP)
         * @description One ZIP (stored, not compressed: PDFs are compressed already) of every PDF of the request, streamed as it
         *     is read from storage; the cookie authenticates plain links. Inside, each file is named
         *     `<tipoCertidao>-<nomeArquivo>`, after `resumo.csv` (for a pt-BR spreadsheet: certificate, issuing body,
         *     result, issued, valid until, verification code, control code and file name of each PDF). A `user` may download only their own requests (`404` otherwise, as
         *     `getSolicitacao`); a request without any PDF yet → `409` 'Nenhuma certidão foi gerada ainda.'
         */
        get: operations["baixarPdfsSolicitacao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/{id}/cancelar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar solicitação
         * @description Every `pendente` or `processando` certificate becomes `cancelado` and its job stops. Nothing left to cancel → `409`.
         */
        post: operations["cancelarSolicitacao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/{id}/certidao/{certId}/tentar-novamente": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The certificate (certidão) id. */
                certId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tentar novamente uma certidão
         * @description Requeues one `falhou` certificate (status back to `pendente`, new job). Any other status → `409`. Does not count against the plan limit.
         */
        post: operations["tentarNovamenteCertidao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/execute-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Executar várias automações
         * @description Staff runs the automations named in the body (one job each). The jobs are recorded as a request owned
         *     by the caller, so their status and PDFs are served by the usual endpoints. Not limited by plans.
         */
        post: operations["executeAll"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/{type}-certidao": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Automation name (e.g. `POST /automations/iptuSantos-certidao`). */
                type: components["schemas"]["AutomationName"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Executar uma automação
         * @description Staff runs one automation; recorded like `executeAll`.
         */
        post: operations["executarAutomacao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/job/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job id (`Certidao.jobId`). */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        /**
         * Consultar o status de um job
         * @description Polled by the clients (every 5 s in the list, 10 s in the detail) while a certificate is waiting or active.
         */
        get: operations["consultarStatusJob"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/job/{id}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job id (`Certidao.jobId`). */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenfileirar um job
         * @description Requeues the certificate of a `failed` job (same rule as `tentarNovamenteCertidao`). Any other state → `409`.
         */
        post: operations["retryJob"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/pdfs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar PDFs gerados
         * @description Newest first.
         */
        get: operations["listarPdfs"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/pdfs/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estatísticas dos PDFs */
        get: operations["getPdfStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/pdfs/download/{name}": {
        parameters: {
            query?: {
                /** @description `inline` opens in the browser (Abrir); `attachment` forces a download (Baixar). */
                disposition?: components["parameters"]["Disposition"];
            };
            header?: never;
            path: {
                /** @description The file name (`Pdf.nomeArquivo`). No directories. */
                name: string;
            };
            cookie?: never;
        };
        /**
         * Baixar PDF pelo nome
         * @description Streams the file (the cookie authenticates plain links). A `user` may download only PDFs of their own requests.
         */
        get: operations["downloadPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/pdfs/minio/{key}": {
        parameters: {
            query?: {
                /** @description `inline` opens in the browser (Abrir); `attachment` forces a download (Baixar). */
                disposition?: components["parameters"]["Disposition"];
            };
            header?: never;
            path: {
                /**
                 * @description The storage key, percent-encoded as one path segment. Relative, without `..` segments, backslashes
                 *     or control characters; anything else → `400`.
                 */
                key: string;
            };
            cookie?: never;
        };
        /** Baixar PDF pela chave de armazenamento */
        get: operations["downloadPdfObjeto"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/automations/pdfs/{cpf}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description CPF (with or without punctuation) or CNPJ (14 characters, digits or the 2026 alphanumeric form, no punctuation). */
                cpf: string;
            };
            cookie?: never;
        };
        /** Listar PDFs por CPF/CNPJ */
        get: operations["listarPdfsPorCpf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar todos os pagamentos
         * @description Everyone's payments, newest first. `search` matches the user's name and e-mail; `dataInicial`/`dataFinal` the creation day (São Paulo, inclusive).
         */
        get: operations["listarPagamentos"];
        put?: never;
        /**
         * Criar pagamento
         * @description Creates the PIX or boleto charge for the caller's pending plan `planoId` (assigned first with
         *     `atribuirPlanoUsuario`) and answers it with `pixQrCode` or `bankSlipUrl`/`identificationField`,
         *     `invoiceUrl` and `dueDate`. Card payments happen in `atribuirPlanoUsuario`. Unknown plan → `404`; no
         *     pending plan for it → `422`; an open charge already exists → `409`.
         */
        post: operations["criarPagamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamentos/meus-pagamentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar meus pagamentos
         * @description The caller's payments, newest first.
         */
        get: operations["buscarPagamentosUsuario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamentos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Obter pagamento */
        get: operations["getPagamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamentos/{id}/cancelar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancelar pagamento
         * @description Cancels a `PENDENTE` charge at the gateway (→ `CANCELADO`). Any other status → `409`.
         */
        post: operations["cancelarPagamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/pagamentos/{id}/sincronizar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sincronizar status do pagamento
         * @description Asks the gateway for the charge's current status and applies it (a confirmation activates the plan, as the webhook would). Idempotent.
         */
        post: operations["sincronizarPagamento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/stats": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Estatísticas do dashboard */
        get: operations["getDashboardStats"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/dashboard/recent-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Solicitações recentes
         * @description Newest requests first.
         */
        get: operations["getRecentRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certidoes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Visualizar certidão
         * @description One certificate for the staff's certificate view: its request, person, current job, status history (oldest
         *     first), PDFs, protocol and verification code (of the latest PDF; null before one is issued).
         *     Unknown id → `404` 'Certidão não encontrada.'.
         */
        get: operations["getCertidaoDetalhe"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/certidoes/{id}/observacoes": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Histórico de observações da certidão
         * @description Newest first. Unknown certificate → `404` 'Certidão não encontrada.'.
         */
        get: operations["getObservacoesCertidao"];
        put?: never;
        /**
         * Adicionar observação à certidão
         * @description Stores the note with its author (the caller) and time. Blank → `400` 'Digite a observação.'. Unknown
         *     certificate → `404` 'Certidão não encontrada.'.
         */
        post: operations["createObservacaoCertidao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catálogo de certidões
         * @description Every certificate type the product issues, in the catalogue's order, filtered (AND): `uf` keeps the types
         *     that answer for that UF (national ones included), `cidade` (with `uf`) narrows municipal and São Paulo's
         *     labour types to the city, `categoria`, `tipoPessoa`, `emissao` (for at least one person type), and `busca`
         *     (code, name or issuer, accents and case ignored). Public: the same list the forms, the CLI and the docs use.
         */
        get: operations["listarCatalogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogo/resumo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Catálogo em números
         * @description How many types, issued how, by how many bodies, covering how many UFs, per category. Public.
         */
        get: operations["resumoCatalogo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogo/finalidades": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finalidades (tipos de transação)
         * @description The kinds of transaction the product proposes a set of certificates for. Public.
         */
        get: operations["listarFinalidades"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogo/proposta": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Propor certidões para uma transação
         * @description The set a transaction needs, from where the party lives (`uf`, `cidade`) and, for a transaction with a
         *     property, where it lies (`imovelUf`, `imovelCidade`): the state courts of both places, the federal and
         *     labour courts of the domicile (in São Paulo the city decides TRT-2 or TRT-15), the national searches, the
         *     property's IPTU and registry. Each item says why it is proposed and how it is issued; `campos` lists the
         *     inputs the set needs; `avisos` what could not be covered (a city without its IPTU type, a place not given).
         *     Unknown `finalidade` → `400` 'Finalidade desconhecida: …'. Public.
         */
        get: operations["proporCertidoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/catalogo/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Um tipo de certidão
         * @description One type of the catalogue. Unknown code → `404` 'Tipo de certidão não encontrado.'. Public.
         */
        get: operations["obterTipoCertidao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Fila de emissão assistida
         * @description The certificates operators obtain by hand, oldest deadline first (`ordenacao=prazo`, default) or oldest
         *     first (`idade`). `situacao`: `abertas` (default: waiting or taken), `aguardando`, `em_atendimento`,
         *     `atrasadas` (open past their deadline), `minhas` (taken by the caller), `concluidas`, `todas`. `resumo`
         *     counts the open ones whatever the filter.
         */
        get: operations["listarEmissoesAssistidas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistidas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Uma emissão assistida
         * @description The job with the party's data and the official portal. Unknown → `404` 'Emissão assistida não encontrada.'.
         */
        get: operations["obterEmissaoAssistida"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistidas/{id}/assumir": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Assumir uma emissão assistida
         * @description The caller takes the job (the certificate shows 'Processando'); audited. Taken by someone else → `409`
         *     'Esta emissão já está com <nome>.'; finished or cancelled → `409` 'Esta emissão já foi encerrada.'.
         *     Taking one's own again answers it unchanged.
         */
        post: operations["assumirEmissaoAssistida"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistidas/{id}/liberar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Liberar uma emissão assistida
         * @description Back to the queue for another operator; audited. Only its operator or an admin → else `403` 'Só quem
         *     assumiu a emissão (ou um administrador) pode liberá-la.'; not taken → `409` 'Esta emissão não está em
         *     atendimento.'.
         */
        post: operations["liberarEmissaoAssistida"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistidas/{id}/concluir": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Concluir uma emissão assistida com o PDF obtido
         * @description The operator who took the job uploads the PDF obtained at the official portal with its result, validity
         *     and control code. It is delivered like an automatic answer: the product's signed PDF (verification code
         *     and QR) with the official document's pages after it, the certificate 'Concluída', its result and validity
         *     for monitoring, the ZIP and the `certidao.concluida` webhook; audited. Not taken by the caller → `409`
         *     'Assuma a emissão antes de concluí-la.'; not a PDF or over 10 MB → `422`; a validity before the issue →
         *     `400`.
         */
        post: operations["concluirEmissaoAssistida"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/assistidas/{id}/falhar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Registrar que a emissão assistida não foi possível
         * @description The certificate fails with the operator's reason (a retry is offered unless `podeTentarNovamente` is
         *     false); audited. Not taken by the caller → `409` 'Assuma a emissão antes de concluí-la.'.
         */
        post: operations["falharEmissaoAssistida"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suporte/contato": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar mensagem ao suporte
         * @description The support page's contact form: stores a ticket (status `aberto`) and e-mails it to the support address
         *     (the administrator's address, `ADMIN_EMAIL`). Rules checked in code with pt-BR messages: 'Informe seu nome.',
         *     'Digite um email válido', 'Selecione o tipo de problema.', 'Descreva o problema (mínimo de 10 caracteres).'.
         *     When the e-mail cannot be sent nothing is stored → `503`.
         */
        post: operations["enviarContatoSuporte"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suporte/chamados": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar chamados de suporte
         * @description The support tickets, newest first, for the staff's ticket list. Filters combine with AND: `status`,
         *     `busca` (the sender's name or e-mail or the problem type's label, case- and accent-insensitive; the
         *     ticket's protocol too), `dataInicial` / `dataFinal` (day the ticket was opened, inclusive, São Paulo).
         *     `dataInicial` after `dataFinal` → `400` 'A data inicial deve ser anterior ou igual à data final.'
         */
        get: operations["listarChamadosSuporte"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/suporte/chamados/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Ver chamado de suporte
         * @description One ticket with its whole message. Unknown id → `404` 'Chamado não encontrado.'
         */
        get: operations["getChamadoSuporte"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Alterar status do chamado
         * @description Moves a ticket to `aberto`, `em_atendimento` (shown as 'Em andamento') or `resolvido`, in any order
         *     (a resolved ticket can be reopened). The change is audited (`support.ticket_status_changed`) and the
         *     sender is told by e-mail, in the same transaction: a message that cannot be sent changes nothing
         *     (`503`). A status outside the list → `400`; the ticket already in that status → `422` 'O chamado já
         *     está com este status.'; unknown id → `404` 'Chamado não encontrado.'
         */
        patch: operations["alterarStatusChamadoSuporte"];
        trace?: never;
    };
    "/vendedores": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cadastrar vendedor
         * @description Creates a vendor: a confirmed staff account (role `moderator`) with a generated referral code; customers
         *     who register through `/?ref=CODE` are attributed to it. The password follows the admin-create rules
         *     ('A senha deve ter pelo menos 8 caracteres'; 'A senha deve conter pelo menos: 1 letra minúscula, 1
         *     maiúscula, 1 número e 1 caractere especial'); CPF → 'Digite um CPF ou CNPJ válido'; duplicate e-mail →
         *     `409` 'Este email já está em uso'.
         */
        post: operations["createVendedor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/webhooks/asaas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Receber evento do Asaas
         * @description Called by the payment gateway (Asaas, or the sandbox gateway imitating it). Authenticated by the
         *     `asaas-access-token` header compared with `ASAAS_WEBHOOK_TOKEN` — missing or wrong → `401` (the header
         *     is declared optional so that its absence is a `401`, not a schema `400`). Deduplicated by event `id`
         *     and safe in any order; answers `200` only once the event is stored. Events it does not handle are
         *     stored and acknowledged (a non-200 makes Asaas retry and eventually pause the queue), so the body
         *     schema is deliberately open.
         */
        post: operations["asaasWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verificacao/{codigo}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification code printed on the PDF and encoded in its QR code (case-insensitive). */
                codigo: string;
            };
            cookie?: never;
        };
        /**
         * Verificar uma certidão
         * @description Public. What the document with this code certifies, so anyone can check a printed copy (the SHA-256 lets them check a file). Unknown code → `404`.
         */
        get: operations["verificarCertidao"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/pagamentos/{id}/pagar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Simular o pagamento de uma cobrança (sandbox)
         * @description Pays a `PENDENTE` charge of the sandbox gateway: the sandbox delivers the webhook event Asaas would
         *     (`PAYMENT_RECEIVED`, or `PAYMENT_CONFIRMED` for cards) to `asaasWebhook` and answers the payment once
         *     it is processed. `404` when the sandbox gateway is not active or the payment is unknown; not `PENDENTE`
         *     → `409`.
         */
        post: operations["pagarSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/pagamentos/{id}/fatura": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Página da fatura (sandbox)
         * @description The sandbox's `invoiceUrl` page, with the charge, its PIX QR code or boleto line and a 'Pagar (simulação)' button. `404` when the sandbox gateway is not active or the payment is unknown.
         */
        get: operations["getFaturaSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/pagamentos/{id}/nota-fiscal": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * PDF da nota fiscal (sandbox)
         * @description The sandbox's `pdfUrl` of a payment's simulated service invoice (NFS-e), in the payment's tomador. `404` when the sandbox gateway is not active, the payment is unknown or its invoice was not issued.
         */
        get: operations["getNotaFiscalSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/pagamentos/{id}/boleto": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Página do boleto (sandbox)
         * @description The sandbox's printable `bankSlipUrl` page. `404` when the sandbox gateway is not active, the payment is unknown or it is not a boleto.
         */
        get: operations["getBoletoSandbox"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auditoria": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Histórico de auditoria
         * @description Paged audit log, newest first. Filters combine with AND: `usuario` (the actor's name or e-mail, case- and
         *     accent-insensitive), `acao` (the action's code or its pt-BR label, e.g. 'plano criado'), `dataInicial` /
         *     `dataFinal` (day of the action, inclusive). `dataInicial` after `dataFinal` → `400` 'A data inicial deve
         *     ser anterior ou igual à data final.'
         */
        get: operations["listarAuditoria"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/auditoria/exportar.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar histórico de auditoria (CSV)
         * @description Every entry matching the same filters as `listarAuditoria` (at most 10 000, newest first) as CSV:
         *     UTF-8 with BOM, `;` separated (opens in a pt-BR spreadsheet), header row 'Data/Hora;Usuário;E-mail;
         *     Ação;Código da ação;Alvo;IP'; times in America/Sao_Paulo. The cookie authenticates plain links.
         */
        get: operations["exportarAuditoriaCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notificacoes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar notificações
         * @description The caller's own notifications, newest first, one tab at a time: `todas`, `nao-lidas` (not read yet),
         *     `vencimentos`, `erros`, `pendencias`, `sucessos` (by `tipo`). `naoLidas` counts all the caller's unread
         *     notifications, whatever the tab.
         */
        get: operations["listarNotificacoes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notificacoes/nao-lidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contar notificações não lidas
         * @description The caller's unread count, for the top bar's badge (polled every 30 s by the web app).
         */
        get: operations["contarNotificacoesNaoLidas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notificacoes/marcar-todas-lidas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marcar todas as notificações como lidas
         * @description Marks every unread notification of the caller as read; answers how many changed.
         */
        post: operations["marcarTodasNotificacoesLidas"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notificacoes/{id}/lida": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Marcar notificação como lida
         * @description Marks one of the caller's notifications as read (again is harmless). Another user's → `404` 'Notificação não encontrada.'
         */
        post: operations["marcarNotificacaoLida"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/notificacoes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Excluir notificação
         * @description Deletes one of the caller's notifications (other users keep theirs). Another user's → `404` 'Notificação não encontrada.'
         */
        delete: operations["excluirNotificacao"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/configuracoes-sistema": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter configurações do sistema
         * @description The system settings that take effect on the server, with the product's defaults until an admin saves them
         *     (`atualizadoEm: null`). Empty e-mail fields mean the server's own addresses: `emailNotificacoes`
         *     MAIL_FROM, `emailAdmin` every active admin, `emailSuporte` ADMIN_EMAIL (`padroes` lists them).
         */
        get: operations["obterConfiguracoesSistema"];
        /**
         * Salvar configurações do sistema
         * @description Replaces every setting (audited as `settings.updated` with the fields changed, before and after) and
         *     applies it at once: `avisoAutomatico` is when a certificate still waiting or running is shown Atrasada,
         *     the e-mail addresses address the system's e-mails, `logDetalhado: false` lowers the server's log level
         *     to warnings. Checked in code (`400`): hours are whole numbers 1–720 ('O tempo máximo de resposta deve
         *     ser…'), 'O aviso automático deve ser menor que o tempo máximo de resposta.', and each e-mail, when
         *     filled, must be valid ('Digite um email válido para o suporte.', …).
         */
        put: operations["salvarConfiguracoesSistema"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faturamento/resumo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumo do faturamento
         * @description Totals of every customer's payments created in the period (São Paulo days, inclusive; no dates = all
         *     time): `receitaTotal` = confirmed (CONFIRMADO), `pendente` = PENDENTE, `transacoes` = every payment of
         *     the period whatever its status, in reais. `dataInicial` after `dataFinal` → `400`.
         */
        get: operations["getResumoFaturamento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faturamento/pagamentos.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar pagamentos (CSV)
         * @description The payments `listarPagamentos` finds with the same filters (all pages, newest first, at most 50,000
         *     rows), as CSV for spreadsheets: UTF-8 with a byte-order mark, `;` separated, CRLF line ends, a pt-BR
         *     header (Data;Cliente;E-mail;Plano;Método;Status;Valor;Pago em;Vencimento) and pt-BR values (dates in
         *     São Paulo time, `1.234,56`).
         */
        get: operations["exportarPagamentosCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/faturamento/dados-cobranca": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter dados de cobrança da empresa
         * @description The company's billing data; every field empty and `atualizadoEm` null until an admin saves it.
         */
        get: operations["obterDadosCobranca"];
        /**
         * Salvar dados de cobrança da empresa
         * @description Replaces the billing data (audited as `billing.updated`). Every field is required; checked in code
         *     (`400`): 'Informe a razão social.', 'Digite um CNPJ válido' (check digits), 'Informe o endereço.', 'Informe a
         *     cidade.', 'CEP inválido' (8 digits), 'Digite um email válido'. The CNPJ and CEP are stored as digits.
         */
        put: operations["salvarDadosCobranca"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar a carteira monitorada
         * @description The monitored parties (people and companies kept renewed), newest first, each with the latest result and
         *     validity of every certificate type it keeps. A customer sees their own portfolio; staff see every
         *     customer's. Filters combine with AND: `busca` (name, CPF or CNPJ), `status`, `resultado` (a type whose
         *     latest result is this one), `vencendoEmDias` (a certificate whose validity ends within that many days,
         *     not already past), `alterados` (a result changed in the last 30 days), `vencidas` (a certificate past its
         *     validity), `bloqueadas` (a due renewal waiting for quota), `comPositivas` (a positive latest result). Each
         *     card of `resumoMonitoramento` counts exactly the parties its filter lists.
         */
        get: operations["listarMonitoramentos"];
        put?: never;
        /**
         * Monitorar uma parte
         * @description Adds a person or company to the caller's portfolio with the certificate types to keep valid and a policy:
         *     `vencimento` renews each certificate `diasAntecedencia` days (1–60, default 5) before it expires (never
         *     before half of its validity has passed); `semanal`/`mensal` issue them again every week/month. The first
         *     issuance is due at once. The data are checked by the shared party rules (the ones the web app's CSV
         *     preview and the CLI run before sending: CPF/CNPJ check digits, a real birth date, the types for this kind
         *     of person and the inputs they ask). `dataEscritura` may be given at once; the answer's
         *     `naoValidasNaEscritura` then says which types will not be valid on that day. The same CPF/CNPJ twice in
         *     one portfolio → `409`.
         */
        post: operations["criarMonitoramento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos/exportar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar a carteira monitorada (CSV ou PDF)
         * @description The portfolio as one file, one line per party by name, with the same filters as `listarMonitoramentos`
         *     (no paging): name, CPF/CNPJ, situation today ('Bloqueada', 'Resultado alterado' in the last 30 days,
         *     'Vencida', 'Aguardando emissão', 'Vencendo' within 7 days, else 'Válida hoje', the first that applies),
         *     the next expiry still ahead, the latest result of each type and whether it is active. `formato=csv`: UTF-8
         *     with a byte-order mark, `;` separated; `formato=pdf`: a landscape A4 table. Staff export every
         *     portfolio, each name followed by its customer's. More than 5000 parties → `409`.
         */
        get: operations["exportarMonitoramentos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos/{id}/pdfs.zip": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Baixar as certidões válidas da parte (ZIP)
         * @description One ZIP, streamed as `baixarPdfsSolicitacao`, of the party's currently valid certificates: per monitored
         *     type, the newest PDF of its latest certificate whose validity has not ended (one without an expiry counts
         *     as valid), named `<tipoCertidao>-<nomeArquivo>`, after `resumo.csv` (name, CPF/CNPJ, certificate, result,
         *     issued, valid until, file). Nothing valid today → `409`. A customer reaches only their own parties (`404`).
         */
        get: operations["baixarPdfsMonitoramento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos/importar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Importar uma carteira
         * @description Adds up to 1,000 parties at once (the rows of a CSV file read by the web app or the CLI). `modo: criar`
         *     (default) only adds: a party already in the caller's portfolio is refused. `modo: atualizar` is the
         *     periodic sync of the same file: a party already in the caller's portfolio (same CPF/CNPJ) takes the row's
         *     name, data, types, policy and deed date (a `politica`, `diasAntecedencia` or `dataEscritura` left out is
         *     kept; `dataEscritura: null` clears it), the others are created. Only the caller's own portfolio is read
         *     and written. New parties' first issuance counts against the monthly quota like any party's (without quota
         *     they wait, blocked). All or nothing: when any row is refused (the shared party rules: bad CPF/CNPJ check
         *     digits, an impossible date, a type that does not apply; a CPF/CNPJ repeated in the file; in `criar`, a
         *     party already monitored) nothing is written and `422` lists every refused row by its position (`indice`,
         *     from 0) with its reason. The answer counts what each row did and names it in `linhas`.
         */
        post: operations["importarMonitoramentos"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos/cota": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Quantas partes novas a cota cobre
         * @description Before adding parties (one or an import): each new party's first issuance is a request at once, counted
         *     against the monthly quota after the parties already waiting for quota. `cobertas` of `novas` will be issued
         *     now; `semCota` would be blocked until quota arrives (a bigger plan, an extra seat, a confirmed payment, the
         *     next month), and `mensagem` says so in pt-BR (null when everything is covered).
         */
        get: operations["coberturaCotaMonitoramento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos/preferencias-alertas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Como receber os alertas do monitoramento
         * @description The caller's choice per kind of monitoring alert (`vencimento`: a certificate expired; `resultado`: a result
         *     changed; `falha`: a renewal failed; `cota`: a renewal waits for quota): `imediato` (notification and
         *     e-mail at once), `resumo_diario` (notification at once, the e-mail in one digest a day, from 08:00) or
         *     `desligado` (only the party's timeline). A kind never chosen is `imediato`.
         */
        get: operations["obterPreferenciasAlertas"];
        /**
         * Mudar como receber os alertas do monitoramento
         * @description Changes the kinds given; the others keep their choice.
         */
        put: operations["atualizarPreferenciasAlertas"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos/resumo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Resumo do monitoramento
         * @description The counts behind the dashboards' cards (the caller's portfolio; every portfolio for staff).
         */
        get: operations["resumoMonitoramento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/monitoramentos/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Detalhar uma parte monitorada
         * @description The party, its certificates' latest results and its timeline (every issuance, result and alert, newest first).
         */
        get: operations["obterMonitoramento"];
        put?: never;
        post?: never;
        /**
         * Deixar de monitorar
         * @description Removes the party from the portfolio; its requests and certificates stay.
         */
        delete: operations["removerMonitoramento"];
        options?: never;
        head?: never;
        /**
         * Pausar, retomar ou mudar a política
         * @description Pauses (`status: pausado`: no renewal is created while paused) or resumes a party, or changes its types
         *     or policy; the next renewal is computed again at once.
         */
        patch: operations["atualizarMonitoramento"];
        trace?: never;
    };
    "/monitoramentos/{id}/renovar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Renovar agora
         * @description Renews every type of the party at once: a request counted against the owner's monthly quota like any
         *     other (`422` with the plan's reason when there is none). `409` while paused or while a renewal runs. The
         *     next renewal is computed from the new certificates.
         */
        post: operations["renovarMonitoramento"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/solicitacoes/{id}/monitorar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Monitorar a parte de uma solicitação
         * @description Adds the person or company of a request to the caller's portfolio, keeping the types of that request
         *     valid; the certificates already issued count as the latest ones, so the first renewal comes before they
         *     expire. The same CPF/CNPJ already monitored → `409`.
         */
        post: operations["monitorarSolicitacao"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/relogio": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ver o relógio do servidor (sandbox)
         * @description The server's clock as its schedules see it. `404` unless the server runs with `SANDBOX_CLOCK=true`.
         */
        get: operations["obterRelogioSandbox"];
        put?: never;
        /**
         * Avançar o relógio do servidor (sandbox)
         * @description Moves the clock of schedules and sandbox issuers forward (`avancarSegundos`) or back to real time
         *     (`redefinir`), for every process of the server, so tests and demos can watch renewals and expiries
         *     without waiting days. `404` unless the server runs with `SANDBOX_CLOCK=true` (never in production).
         */
        post: operations["avancarRelogioSandbox"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ver o status das fontes (público)
         * @description Every source of the catalogue with its state over the last hour (`normal`, `lenta`, `instavel`,
         *     `fora_do_ar`) and, when not normal, the extra wait a new certificate may expect. No sign-in: the public
         *     status page and the request form read it. A certificate a source never issues costs nothing (its charge
         *     is returned).
         */
        get: operations["obterStatusPublico"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fontes/saude": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ver a saúde das fontes (equipe)
         * @description Each source's figures over the last hour (runs, failures, success rate, p50/p95 issuance time), its last
         *     failure, its circuit breaker (`fechado`, `aberto`: its jobs are paused until `reabreEm`; `meio_aberto`:
         *     one probe job runs) and the state derived from them.
         */
        get: operations["obterSaudeFontes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/fontes/{fonte}/historico": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Ver o histórico de uma fonte (equipe)
         * @description A source's runs per hour over the last 24 hours (successes and failures), oldest first.
         */
        get: operations["obterHistoricoFonte"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sandbox/fontes/{fonte}/fora-do-ar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Simular uma fonte fora do ar (sandbox)
         * @description Every sandbox run of the source's types fails as unavailable (for every process of the server) until it
         *     is switched back on: the circuit breaker opens, pauses its jobs and resumes them after a successful probe.
         *     `404` unless certificates are issued by the sandbox (no InfoSimples token).
         */
        put: operations["derrubarFonteSandbox"];
        post?: never;
        /**
         * Restabelecer uma fonte simulada (sandbox)
         * @description The source's sandbox runs succeed again. `404` unless certificates are issued by the sandbox.
         */
        delete: operations["restabelecerFonteSandbox"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/chaves": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar minhas chaves de API
         * @description The caller's API keys, newest first (revoked and expired ones included, with their `status`). The secret itself is never shown again.
         */
        get: operations["listarChavesApi"];
        put?: never;
        /**
         * Criar chave de API
         * @description Creates a key for the caller and answers it **once**, in full (`segredo`); only its SHA-256 is kept and
         *     `prefixo` identifies it afterwards. The key acts as its owner in the customer's role (only the owner's
         *     own requests, whatever the owner's role), limited to its scopes. At most 25 active keys per account
         *     (`422`). An API key cannot create keys (`403`). Audited.
         */
        post: operations["criarChaveApi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/chaves/atual": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter a chave de API em uso
         * @description The key the call is made with (name, prefix, scopes, expiry, last use): what a script or the CLI shows
         *     to say which credential it uses, without any personal data of the key's owner. Any key may call it; a
         *     session gets `403` (its own account is `getProfile`).
         */
        get: operations["obterChaveAtual"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/chaves/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revogar chave de API
         * @description Revokes the key at once: its next call answers `401` 'Esta chave de API foi revogada.'. The owner revokes
         *     their own keys; staff revoke any user's key. A key of another account seen by a `user` is `404`; an
         *     already revoked key is `409`. Audited.
         */
        delete: operations["revogarChaveApi"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/users/{id}/chaves": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Chaves de API de um usuário
         * @description Every key of the user (staff, on the user's profile), newest first. Unknown user → `404`.
         */
        get: operations["listarChavesApiDoUsuario"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar meus endpoints de webhook
         * @description The caller's endpoints, oldest first, each with its delivery health. Secrets are never shown again.
         */
        get: operations["listarWebhooks"];
        put?: never;
        /**
         * Cadastrar endpoint de webhook
         * @description Registers an HTTPS endpoint that receives the chosen events, signed as the Standard Webhooks
         *     specification says, and answers its signing secret **once** (`segredo`, `whsec_…`). At most 10 endpoints
         *     per account (`422`). The URL must be `https://` and its host must resolve only to public addresses:
         *     loopback, private, link-local, carrier-grade NAT and cloud metadata addresses are refused (`422`),
         *     checked here and again, after resolving the name, at every delivery. `http://` is accepted only for
         *     `localhost`/`127.0.0.1`/`[::1]` on a server started with `WEBHOOKS_ALLOW_LOCALHOST=true` (development).
         */
        post: operations["criarWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /** Obter endpoint de webhook */
        get: operations["obterWebhook"];
        put?: never;
        post?: never;
        /**
         * Excluir endpoint de webhook
         * @description Deletes the endpoint and its delivery log; deliveries not yet made are dropped.
         */
        delete: operations["excluirWebhook"];
        options?: never;
        head?: never;
        /**
         * Alterar endpoint de webhook
         * @description Changes the URL (checked as on creation), the events or the description, or turns the endpoint off and on
         *     (`ativo`). Turning on an endpoint that was disabled after failing for days clears its failure count.
         */
        patch: operations["atualizarWebhook"];
        trace?: never;
    };
    "/integracoes/webhooks/{id}/rotacionar-segredo": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Gerar novo segredo de assinatura
         * @description Answers a new signing secret **once**. For the next 24 hours every delivery carries two signatures (the
         *     new secret's and the old one's), so the receiver can switch without losing events; then only the new one.
         *     A second rotation within those 24 hours → `409` (saying until when the old secret signs): it would drop
         *     the secret the receiver most likely still checks. A retry with the same `Idempotency-Key` replays the
         *     first answer; a new secret that leaked meanwhile is dropped by deleting the endpoint.
         */
        post: operations["rotacionarSegredoWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/webhooks/{id}/teste": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Enviar evento de teste
         * @description Queues a `webhook.teste` event to this endpoint only (whatever events it subscribes to), even when it is turned off. See it in the delivery log.
         */
        post: operations["testarWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/webhooks/{id}/entregas": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Registro de entregas do endpoint
         * @description The endpoint's deliveries, newest first, each with its last attempt (status, duration, an excerpt of the answer).
         */
        get: operations["listarEntregasWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/webhooks/{id}/entregas/{entregaId}/reenviar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The delivery id. */
                entregaId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar uma entrega
         * @description Sends the same event (same `webhook-id`) to the endpoint again, as a new delivery; the original stays in the log.
         */
        post: operations["reenviarEntregaWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/webhooks/{id}/entregas/{entregaId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The delivery id. */
                entregaId: string;
            };
            cookie?: never;
        };
        /**
         * Obter uma entrega com todas as tentativas
         * @description The delivery, the body that was sent (`payload`, the exact bytes signed) and every attempt, oldest first (when, HTTP status or network error, duration, the first 1000 characters of the answer).
         */
        get: operations["obterEntregaWebhook"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/webhooks/{id}/reenviar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar os eventos desde um momento
         * @description Queues to this endpoint every recorded event since `desde` (at most 30 days ago, the retention) of the
         *     types it subscribes to, oldest first, each with its own `webhook-id`: what a receiver that was down or off
         *     missed. Events already delivered to it (`sucesso`) are skipped unless `incluirEntregues` is true; events
         *     with a delivery to it still pending (the original still retrying, or an earlier resend still running) are
         *     always skipped, so asking twice does not send an event twice. The endpoint must be on (`409`). Answers how
         *     many deliveries were queued; see them in the delivery log.
         */
        post: operations["reenviarEventosWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/eventos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar eventos
         * @description The caller's events, newest first, whether or not an endpoint received them: every event is recorded with
         *     the change that caused it and kept for 30 days. Filters: `tipo`, `objeto` (the id of the request,
         *     certificate, monitored party or payment the event is about) and the period `desde`/`ate`. Pages follow
         *     `proximoCursor` (pass it as `cursor` with the same filters); events recorded meanwhile do not shift
         *     the pages, and a new search from the top shows them.
         */
        get: operations["listarEventos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/eventos/ao-vivo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Receber os eventos ao vivo
         * @description Server-sent events (`text/event-stream`) of the caller's new events as they are recorded, whatever the
         *     endpoints subscribe to (what `certidao webhooks escutar` forwards to a local app). Events:
         *     - `evento` (with the event's `id`): `data` is the event's body exactly as a webhook delivery sends it
         *       (sign those bytes to imitate a delivery).
         *     - `heartbeat` once the stream follows, then every 15 s (`data`: `{"hora": ISO date}`).
         *     Only events recorded while connected are sent: after a reconnection, catch up with `listarEventos`.
         */
        get: operations["acompanharEventos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/eventos/teste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Disparar um evento de teste
         * @description Records a test event of any type (`"teste": true` in the body, sample data in the type's shape), delivered
         *     like a real one to the endpoints that subscribe to the type and sent on the live stream. It is listed by
         *     `listarEventos`. Nothing else changes (no request, payment or plan is touched).
         */
        post: operations["dispararEventoTeste"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integracoes/eventos/{eventoId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The event id (`evt_…`, the `webhook-id` of its deliveries).
                 * @example evt_8c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f
                 */
                eventoId: string;
            };
            cookie?: never;
        };
        /** Obter um evento */
        get: operations["obterEvento"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Obter minha empresa
         * @description The caller's company: its data and settings, the caller's role in it, the plan and its seats in use
         *     (members plus pending invitations). Any member may call it; a customer who belongs to no company → `404`
         *     'Sua conta não faz parte de uma empresa.' (`papelEmpresa` of `getMyPermissions` says beforehand whether
         *     there is one: the web app asks only then, and offers creating one otherwise).
         */
        get: operations["obterMinhaEmpresa"];
        put?: never;
        /**
         * Transformar minha conta em conta de empresa
         * @description Turns the caller's account into a company account: the caller becomes its first `gestor` and its
         *     holder (`titular`): the holder's subscription, quota and payments are the company's. The caller's
         *     existing requests, kits and monitoring stay theirs and their requests become the company's. Checked in
         *     code (`400`): 'Informe a razão social.', 'Digite um CNPJ válido' (check digits; stored as digits). A
         *     caller who already belongs to a company → `409` 'Sua conta já faz parte de uma empresa.'; a CNPJ
         *     already used by another company → `409` 'Já existe uma empresa com este CNPJ.'. Audited
         *     (`empresa.criada`). At checkout the company is created with the plan instead: `atribuirPlanoUsuario`
         *     with `empresa`.
         */
        post: operations["criarEmpresa"];
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Atualizar dados e configurações da empresa
         * @description Changes the company's data (razão social, CNPJ, billing data) or its settings: `membrosVeemTodas`
         *     (every member sees every request of the company, not only their own) and `centroCustoObrigatorio`
         *     (every new request must carry a cost centre). Same checks as `criarEmpresa`. Audited
         *     (`empresa.atualizada`).
         */
        patch: operations["atualizarEmpresa"];
        trace?: never;
    };
    "/empresa/membros": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar membros da empresa
         * @description Every member of the caller's company (gestores first, then by name), with their role and how many requests they created.
         */
        get: operations["listarMembrosEmpresa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/membros/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id. */
                id: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remover um membro
         * @description Removes a member at once: every session of theirs ends and every API key of theirs is revoked (their next
         *     call answers `401`), their webhook endpoints are disabled, and the requests they created stay with the
         *     company (they no longer see them). The parties they monitored while a member move to the holder's
         *     portfolio with their timeline and schedule (merged into the holder's party of the same CPF/CNPJ); of a
         *     party monitored before joining, what the company's requests brought into it goes to the holder. The
         *     account itself stays, as a personal account without a plan. The
         *     holder cannot be removed → `409` 'O titular da empresa não pode ser removido.'; a gestor may remove
         *     themself only while another gestor remains. Someone who is not a member of the caller's company → `404`.
         *     Audited (`empresa.membro_removido`).
         */
        delete: operations["removerMembroEmpresa"];
        options?: never;
        head?: never;
        /**
         * Alterar o papel de um membro
         * @description Makes a member `gestor` or `membro`. The holder (`titular`) is always a gestor → `409` 'O titular da
         *     empresa é sempre gestor.'; a company keeps at least one gestor. Someone who is not a member of the
         *     caller's company → `404`. Audited (`empresa.membro_papel`).
         */
        patch: operations["alterarPapelMembro"];
        trace?: never;
    };
    "/empresa/convites": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar convites da empresa
         * @description The company's invitations, newest first, with their status (`pendente`, `aceito`, `revogado`, `expirado`, or `removido` when accepted by someone no longer in the company).
         */
        get: operations["listarConvitesEmpresa"];
        put?: never;
        /**
         * Convidar por e-mail
         * @description Invites someone by e-mail with a role: an e-mail with a link (`/convite/<token>`) valid for 7 days. Seats:
         *     the members plus the pending invitations may not exceed the plan's `assentos`; beyond it → `422`
         *     `ErroAssentos`, whose message says why and that a plan with more seats is available (`upgrade` lists
         *     them). No active plan counts as one seat. Someone already a member, or with a pending invitation → `409`;
         *     a member of another company → `409` 'Este e-mail já faz parte de outra empresa.'. Audited
         *     (`empresa.convite_criado`).
         */
        post: operations["criarConviteEmpresa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/convites/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revogar convite
         * @description The link stops working at once (its page says it was revoked). Only a `pendente` invitation → otherwise `409`. Audited (`empresa.convite_revogado`).
         */
        delete: operations["revogarConviteEmpresa"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/convites/{id}/reenviar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reenviar convite
         * @description Sends the e-mail again with a new link valid for 7 more days (the old link stops working). A `pendente` or
         *     `expirado` invitation (an expired one takes a seat again, so the seat rule applies → `422`
         *     `ErroAssentos`); `aceito` or `revogado` → `409`. Audited (`empresa.convite_reenviado`).
         */
        post: operations["reenviarConviteEmpresa"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/convites/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's token, from the e-mailed link. */
                token: components["parameters"]["ConviteToken"];
            };
            cookie?: never;
        };
        /**
         * Ver um convite (link do e-mail)
         * @description What the invitation page shows before accepting: the company, the role, who invited, the address invited,
         *     its expiry and status, and whether an account already exists for that address (the page then asks to
         *     sign in instead of creating one). Unknown token (or one replaced by a resend) → `404`. An expired,
         *     revoked or accepted invitation answers `200` with that `status`, so the page can say so.
         */
        get: operations["obterConvite"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/convites/{token}/aceitar": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's token, from the e-mailed link. */
                token: components["parameters"]["ConviteToken"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Aceitar um convite
         * @description Two ways. **Signed in** (cookie or bearer, no body or an empty one): links the caller's account; its
         *     e-mail must be the invited address → `403` 'Este convite foi enviado para outro e-mail.'. **Not signed
         *     in** with `novaConta`: creates the account for the invited address (the link proves the address, so it
         *     is already confirmed) and signs it in (session cookies, like `login`). Not signed in while an account
         *     exists for the address → `409` 'Já existe uma conta com este e-mail. Entre para aceitar o convite.';
         *     signed out without `novaConta` → `401`. Password rules as `register` (`400`). An expired invitation →
         *     `409` 'Este convite expirou. Peça um novo ao gestor da empresa.'; revoked → `409` 'Este convite foi
         *     revogado.'; already accepted → `409` 'Este convite já foi aceito.'; an account already in another
         *     company → `409` 'Sua conta já faz parte de outra empresa.'. Unknown token → `404`. Audited
         *     (`empresa.convite_aceito`).
         */
        post: operations["aceitarConvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/kits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar kits de certidões
         * @description The kits the caller may start a request from: the product's kits (`padrao: true`, the same for everyone)
         *     followed by the caller's company's own kits (none for a customer without a company; staff see only the
         *     product's). Sorted by `nome` within each group.
         */
        get: operations["listarKits"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/kits": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Criar kit da empresa
         * @description A named selection of certificate types for the company. `codigo` (used by the CSV `kit` column and
         *     `certidao solicitar --kit`) is derived from `nome` when omitted; a `codigo` or `nome` already used by
         *     the company or by a product kit → `409`. Audited (`empresa.kit_criado`).
         */
        post: operations["criarKit"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/kits/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Excluir kit da empresa
         * @description Removes a kit of the company; requests made from it keep its name. A product kit or another company's kit → `404`. Audited (`empresa.kit_removido`).
         */
        delete: operations["removerKit"];
        options?: never;
        head?: never;
        /**
         * Alterar kit da empresa
         * @description Changes a kit of the company (past requests keep their types). A product kit or another company's kit → `404`. Audited (`empresa.kit_alterado`).
         */
        patch: operations["atualizarKit"];
        trace?: never;
    };
    "/empresa/centros-custo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar centros de custo
         * @description The company's cost centres by `nome` (inactive ones last, with `ativo` false). Any member may list them, to choose one in a request.
         */
        get: operations["listarCentrosCusto"];
        put?: never;
        /**
         * Criar centro de custo
         * @description `codigo` (used by the CSV `centroCusto` column and `certidao solicitar --centro-custo`, compared
         *     case-insensitively) and `nome` are each unique in the company → `409`. Audited (`empresa.centro_custo_criado`).
         */
        post: operations["criarCentroCusto"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/centros-custo/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Excluir centro de custo
         * @description Only one that no request uses; otherwise `409` 'Este centro de custo já tem solicitações. Desative-o em vez de excluir.'. Another company's → `404`. Audited (`empresa.centro_custo_removido`).
         */
        delete: operations["removerCentroCusto"];
        options?: never;
        head?: never;
        /**
         * Alterar centro de custo
         * @description Renames it or (de)activates it: an inactive cost centre keeps its requests but new requests cannot use it (`422`). Another company's → `404`. Audited (`empresa.centro_custo_alterado`).
         */
        patch: operations["atualizarCentroCusto"];
        trace?: never;
    };
    "/empresa/relatorios/uso": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Relatório de uso da empresa
         * @description Requests, certificates and spend of the company's requests created in the period (São Paulo days,
         *     inclusive; default: the current month), per member and per cost centre (requests without one are the row
         *     with `centroCusto` null), plus a row per day for the chart. A request's spend (`gasto`) is its `custo`
         *     (see `Solicitacao.custo`: its charges less what was returned, from the ledger, whenever the return was
         *     recorded); `totais` are exactly the sums of the rows of each grouping. A removed member's
         *     requests stay in the report under their name. `dataInicial` after `dataFinal`, or a period longer than
         *     366 days → `400`.
         */
        get: operations["obterRelatorioUsoEmpresa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/relatorios/uso.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Exportar relatório de uso (CSV)
         * @description The report of `obterRelatorioUsoEmpresa` for the same period as CSV (UTF-8 with BOM, `;` separated, CRLF,
         *     pt-BR values): `agrupamento=membro` → Membro;E-mail;Solicitações;Certidões;Gasto; `centroCusto` →
         *     Código;Centro de custo;Solicitações;Certidões;Gasto; `solicitacao` (the billing statement, one line per
         *     request) → Data;Solicitação;Parte;Membro;E-mail;Centro de custo;Kit;Certidões;Gasto. A last line `Total`
         *     for the first two.
         */
        get: operations["exportarRelatorioUsoEmpresaCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/extratos/{mes}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Extrato mensal da empresa
         * @description Every certificate the company's requests ordered in the month (São Paulo), with its date, party, type,
         *     status, result and the amount charged for it (its charge less its return, from the ledger: a certificate
         *     returned reads 0), grouped by the request's cost centre (the centres by name, then the requests without
         *     one, `centroCusto` null) with subtotals and totals. `centroCustoId` keeps one of the company's cost
         *     centres (another's → `404` 'Centro de custo não encontrado.'). A malformed month → `400` 'Mês inválido.
         *     Use o formato AAAA-MM.'; a month after the current one → `400`. Gestores only: a member → `403`
         *     'Sem permissão: apenas os gestores da empresa podem ver e baixar o extrato mensal.'. The gestores also
         *     receive it by e-mail (CSV and PDF attached) at the start of each month, for the month before.
         */
        get: operations["obterExtratoMensalEmpresa"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/extratos/{mes}.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar o extrato mensal (CSV)
         * @description `obterExtratoMensalEmpresa` as CSV (UTF-8 with BOM, `;` separated, CRLF, pt-BR values):
         *     Data;Parte;CPF/CNPJ;Certidão;Status;Resultado;Centro de custo;Cobrado;Devolvido;Valor, one line per
         *     certificate, a `Subtotal` line after each cost centre's lines and a last `Total` line.
         */
        get: operations["exportarExtratoMensalCsv"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresa/extratos/{mes}.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Baixar o extrato mensal (PDF)
         * @description `obterExtratoMensalEmpresa` as a PDF (landscape A4): the company and the month, a table per cost centre with its subtotal, the totals.
         */
        get: operations["exportarExtratoMensalPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Listar empresas (back office)
         * @description Every company, newest first; `search` matches the razão social or the CNPJ (digits).
         */
        get: operations["listarEmpresas"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/empresas/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        /**
         * Detalhar uma empresa (back office)
         * @description The company, its members, its pending invitations, its plan with the quota used (`uso`) and this calendar
         *     month's usage report (`usoMes`, as `obterRelatorioUsoEmpresa` gives it to a gestor). Staff act on it as on
         *     a user: the plan through the holder's account (`getPlanoDoUsuario`, `concederPlanoUsuario`,
         *     `cancelarPlanoUsuario` with `titular.id`), a member's account through the user operations,
         *     `atualizarEmpresaStaff` and `removerMembroEmpresaStaff`.
         */
        get: operations["obterEmpresaStaff"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Atualizar os dados de uma empresa (back office)
         * @description The same change as `atualizarEmpresa` (razão social, nome fantasia, CNPJ, billing data, `membrosVeemTodas`,
         *     `centroCustoObrigatorio`), by an admin on any company: the same checks (`400` 'Informe a razão social.',
         *     'Digite um CNPJ válido', the billing rules), `409` 'Já existe uma empresa com este CNPJ.' for a CNPJ of
         *     another company, `404` 'Empresa não encontrada.'. Audited (`empresa.atualizada`, the admin as actor).
         *     Answers the company as `obterEmpresaStaff` does.
         */
        patch: operations["atualizarEmpresaStaff"];
        trace?: never;
    };
    "/empresas/{id}/membros/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The member's user id. */
                userId: string;
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remover um membro (back office)
         * @description The same removal as `removerMembroEmpresa` (sessions and keys end at once, requests and the monitoring done for the company stay with it, the monitoring in the holder's portfolio), by an admin; the holder → `409`. Audited.
         */
        delete: operations["removerMembroEmpresaStaff"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "certidao.resultado_alterado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** O resultado de uma certidão monitorada mudou (por exemplo, de 'Nada consta' para 'Consta'). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_5e6f708192a3b4c5d6e7f8091a2b3c4d",
                     *       "tipo": "certidao.resultado_alterado",
                     *       "criadoEm": "2026-12-20T10:00:00.000Z",
                     *       "dados": {
                     *         "monitoramentoId": "2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f",
                     *         "nomeCompleto": "Maria Aparecida da Silva",
                     *         "documento": "529.982.247-25",
                     *         "tipoCertidao": "cndt",
                     *         "resultadoAnterior": "negativa",
                     *         "resultado": "positiva",
                     *         "solicitacaoId": "7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d",
                     *         "certidaoId": "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
                     *         "validoAte": "2027-06-18T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoCertidaoResultadoAlterado"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "solicitacao.criada": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uma solicitação foi criada (pela web, pela API ou pela CLI). */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_3f9a1c2b7d8e4f60a1b2c3d4e5f60718",
                     *       "tipo": "solicitacao.criada",
                     *       "criadoEm": "2026-11-26T13:45:00.000Z",
                     *       "dados": {
                     *         "solicitacaoId": "7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d",
                     *         "nomeCompleto": "Maria Aparecida da Silva",
                     *         "tipoPessoa": "fisica",
                     *         "criadoEm": "2026-11-26T13:45:00.000Z",
                     *         "certidoes": [
                     *           {
                     *             "id": "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
                     *             "tipoCertidao": "cndt",
                     *             "status": "pendente"
                     *           }
                     *         ]
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoSolicitacaoCriada"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "certidao.concluida": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uma certidão foi emitida: o PDF assinado pode ser baixado. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_8c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f",
                     *       "tipo": "certidao.concluida",
                     *       "criadoEm": "2026-11-26T13:46:12.000Z",
                     *       "dados": {
                     *         "solicitacaoId": "7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d",
                     *         "certidao": {
                     *           "id": "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
                     *           "tipoCertidao": "cndt",
                     *           "status": "concluido"
                     *         },
                     *         "pdf": {
                     *           "id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
                     *           "nomeArquivo": "certidao-cndt-20261126-a1b2c3d4e5f6.pdf",
                     *           "tamanho": 48213,
                     *           "sha256": "3b1f5c0e9d2a4b6c8e0f1a3c5e7d9b2f4a6c8e0d2b4f6a8c0e2d4b6f8a0c2e4d",
                     *           "codigoVerificacao": "CA-7K2M-9XQ4",
                     *           "urlDownload": "https://app.certidaoagil.com.br/api/automations/pdfs/download/certidao-cndt-20261126-a1b2c3d4e5f6.pdf",
                     *           "urlVerificacao": "https://app.certidaoagil.com.br/verificar/CA-7K2M-9XQ4",
                     *           "resultado": "negativa",
                     *           "emitidoEm": "2026-11-26T13:46:10.000Z",
                     *           "validoAte": "2027-05-25T13:46:10.000Z",
                     *           "codigoControle": "CNDT-2026-0048213"
                     *         }
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoCertidaoConcluida"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "certidao.falhou": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Uma certidão falhou sem novas tentativas automáticas. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_0a1b2c3d4e5f60718293a4b5c6d7e8f9",
                     *       "tipo": "certidao.falhou",
                     *       "criadoEm": "2026-11-26T13:50:00.000Z",
                     *       "dados": {
                     *         "solicitacaoId": "7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d",
                     *         "certidao": {
                     *           "id": "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
                     *           "tipoCertidao": "trf3",
                     *           "status": "falhou"
                     *         },
                     *         "erro": "Fonte indisponível no momento.",
                     *         "podeTentarNovamente": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoCertidaoFalhou"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "solicitacao.finalizada": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Nenhuma certidão da solicitação está pendente ou em processamento. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_f0e1d2c3b4a5968778695a4b3c2d1e0f",
                     *       "tipo": "solicitacao.finalizada",
                     *       "criadoEm": "2026-11-26T13:51:00.000Z",
                     *       "dados": {
                     *         "solicitacaoId": "7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d",
                     *         "total": 10,
                     *         "concluidas": 9,
                     *         "falhas": 1,
                     *         "canceladas": 0
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoSolicitacaoFinalizada"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "pagamento.confirmado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Um pagamento do plano foi confirmado. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_1122334455667788990011223344aabb",
                     *       "tipo": "pagamento.confirmado",
                     *       "criadoEm": "2026-11-26T10:00:00.000Z",
                     *       "dados": {
                     *         "pagamentoId": "3d7c1f0e-5b8a-4f2e-9c1d-7a6b5e4d3c2b",
                     *         "valor": 99.9,
                     *         "formaPagamento": "PIX",
                     *         "status": "CONFIRMADO",
                     *         "plano": "Profissional",
                     *         "em": "2026-11-26T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoPagamentoConfirmado"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "pagamento.reembolsado": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Um pagamento do plano foi reembolsado. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_aabbccddeeff00112233445566778899",
                     *       "tipo": "pagamento.reembolsado",
                     *       "criadoEm": "2026-11-28T10:00:00.000Z",
                     *       "dados": {
                     *         "pagamentoId": "3d7c1f0e-5b8a-4f2e-9c1d-7a6b5e4d3c2b",
                     *         "valor": 99.9,
                     *         "formaPagamento": "PIX",
                     *         "status": "REEMBOLSADO",
                     *         "plano": "Profissional",
                     *         "em": "2026-11-28T10:00:00.000Z"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoPagamentoReembolsado"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "plano.expirando": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** O período do plano termina em até 7 dias. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_99887766554433221100ffeeddccbbaa",
                     *       "tipo": "plano.expirando",
                     *       "criadoEm": "2026-12-19T09:00:00.000Z",
                     *       "dados": {
                     *         "plano": "Profissional",
                     *         "expiraEm": "2026-12-26T10:00:00.000Z",
                     *         "renovacaoAutomatica": true
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoPlanoExpirando"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "webhook.teste": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Enviado por 'Enviar teste'. */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    /**
                     * @example {
                     *       "id": "evt_0123456789abcdef0123456789abcdef",
                     *       "tipo": "webhook.teste",
                     *       "criadoEm": "2026-11-26T13:40:00.000Z",
                     *       "dados": {
                     *         "mensagem": "Evento de teste enviado pela Certidão Ágil. Se você recebeu, a integração está pronta."
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["EventoWebhookTeste"];
                };
            };
            responses: {
                /** @description Any 2xx within 10 s acknowledges the event; anything else is retried. */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        /**
         * @description Every error answer. Programs branch on `codigo` (stable, from the `CodigoErro` catalogue) and show
         *     `message` (pt-BR, written for people; its wording may change). `requestId` is also the `X-Request-Id`
         *     header of the answer: quote it to support.
         */
        Error: {
            /** @description The HTTP status. */
            statusCode: number;
            codigo: components["schemas"]["CodigoErro"];
            /** @description pt-BR text for the user. */
            message: string;
            /** @description The HTTP reason phrase (e.g. `Bad Request`). */
            error: string;
            /** @description The id of this request (the `X-Request-Id` header of the answer, and of every log line the request wrote). */
            requestId: string;
            /** @description Only with `codigo: validacao`: the field the message is about (`dadosCertidao.cpf`, `pagina`, `idempotency-key`); absent when it is the whole body. */
            campo?: string;
        };
        /**
         * @description The catalogue of error codes. Each status has a default code, used when no specific one applies;
         *     specific codes name what a program may want to handle on its own. New codes may be added (treat an
         *     unknown one as its status's default); existing ones never change meaning.
         *     - `requisicao_invalida` (400): a bad request the message explains.
         *     - `validacao` (400): the body, a parameter or a header does not match the contract; `campo` names it.
         *     - `json_invalido` (400): the body is not valid JSON.
         *     - `documento_invalido` (400): a CPF or CNPJ whose check digits are wrong.
         *     - `nao_autenticado` (401): no credential, or a blocked account.
         *     - `sessao_expirada` (401): the session ended (sign in again).
         *     - `chave_api_invalida`, `chave_api_revogada`, `chave_api_expirada` (401): the API key is unknown, revoked or expired.
         *     - `sem_permissao` (403): the role may not call the operation.
         *     - `chave_api_nao_permitida` (403): API keys may not call this operation (or a key was sent in the session cookie: 401).
         *     - `escopo_ausente` (403): the key lacks a scope the operation needs (the message names it).
         *     - `nao_encontrado` (404): no such record, or not yours.
         *     - `conflito` (409): the record's state does not allow it, or a unique value is taken.
         *     - `email_em_uso` (409): the e-mail belongs to another account.
         *     - `idempotencia_em_andamento` (409): a request with this `Idempotency-Key` is still running; repeat after `Retry-After`.
         *     - `expirado` (410): the link or record is no longer valid.
         *     - `corpo_grande_demais` (413), `tipo_de_conteudo_nao_suportado` (415).
         *     - `operacao_recusada` (422): a business rule refused it (the message says which).
         *     - `sem_plano_ativo`, `plano_aguardando_pagamento`, `limite_do_plano` (422): a new request needs an active plan with requests left this month.
         *     - `limite_de_assentos` (422): the company's plan has no free seat.
         *     - `pagamento_recusado` (422): the card was declined.
         *     - `idempotencia_chave_reutilizada` (422): this `Idempotency-Key` was used for another request.
         *     - `limite_de_requisicoes` (429): too many calls or attempts; wait `Retry-After` seconds.
         *     - `erro_interno` (500), `nao_implementado` (501), `falha_de_servico_externo` (502), `servico_indisponivel` (503).
         * @enum {string}
         */
        CodigoErro: "requisicao_invalida" | "nao_autenticado" | "sem_permissao" | "nao_encontrado" | "conflito" | "expirado" | "corpo_grande_demais" | "tipo_de_conteudo_nao_suportado" | "operacao_recusada" | "limite_de_requisicoes" | "erro_interno" | "nao_implementado" | "falha_de_servico_externo" | "servico_indisponivel" | "validacao" | "json_invalido" | "documento_invalido" | "sessao_expirada" | "chave_api_invalida" | "chave_api_revogada" | "chave_api_expirada" | "chave_api_nao_permitida" | "escopo_ausente" | "email_em_uso" | "sem_plano_ativo" | "plano_aguardando_pagamento" | "limite_do_plano" | "limite_de_assentos" | "pagamento_recusado" | "idempotencia_em_andamento" | "idempotencia_chave_reutilizada";
        Message: {
            /** @description pt-BR text for the user. */
            message: string;
        };
        PageMeta: {
            /** @description Records matching the filters. */
            total: number;
            page: number;
            limit: number;
            totalPages: number;
        };
        UserRef: {
            /** Format: uuid */
            id: string;
            fullName: string;
            /** Format: email */
            email: string;
        };
        PlanoRef: {
            /** Format: uuid */
            id: string;
            nome: string;
        };
        ConfiguracoesSistemaInput: {
            /** @description Hours (1–720, checked in code). Default 72. */
            tempoMaximoResposta: number;
            /** @description Hours before a certificate shows Atrasada and the staff are reminded (1–720, below tempoMaximoResposta). Default 48. */
            avisoAutomatico: number;
            /** @description Sender of the system's e-mails; empty = MAIL_FROM. */
            emailNotificacoes: string;
            /** @description Receives the e-mails meant for the administrators; empty = every active admin. */
            emailAdmin: string;
            /** @description Receives the contact form; empty = ADMIN_EMAIL. */
            emailSuporte: string;
            /** @description true = the LOG_LEVEL of the environment (requests logged); false = warnings and errors only. */
            logDetalhado: boolean;
        };
        ConfiguracoesSistema: {
            tempoMaximoResposta: number;
            avisoAutomatico: number;
            emailNotificacoes: string;
            emailAdmin: string;
            emailSuporte: string;
            logDetalhado: boolean;
            /**
             * Format: date-time
             * @description Last save; null while the defaults apply.
             */
            atualizadoEm: string | null;
            /** @description What an empty e-mail field means on this server. */
            padroes: {
                emailNotificacoes: string;
                emailAdmin: string;
                emailSuporte: string;
            };
        };
        ResumoFaturamento: {
            /** @description Reais confirmed (CONFIRMADO). */
            receitaTotal: number;
            /** @description Reais awaiting payment (PENDENTE). */
            pendente: number;
            /** @description Payments of the period, any status. */
            transacoes: number;
        };
        /** @description UTF-8 CSV with a byte-order mark, `;` separated. */
        CsvFile: string;
        DadosCobrancaInput: {
            razaoSocial: string;
            cnpj: string;
            endereco: string;
            cidade: string;
            cep: string;
            emailCobranca: string;
        };
        DadosCobranca: {
            razaoSocial: string;
            /** @description Digits (or the 2026 alphanumeric CNPJ); empty until saved. */
            cnpj: string;
            endereco: string;
            cidade: string;
            /** @description 8 digits; empty until saved. */
            cep: string;
            emailCobranca: string;
            /** Format: date-time */
            atualizadoEm: string | null;
        };
        /**
         * @description user = Usuário, moderator = Moderador, admin = Administrador.
         * @enum {string}
         */
        Role: "user" | "moderator" | "admin";
        /**
         * @description Only `active` accounts can sign in.
         * @enum {string}
         */
        UserStatus: "active" | "inactive" | "suspended";
        /**
         * @description Certificate type code, one of the catalogue's (`listarCatalogo`): `tjsp`, `tjmg`, `trf6`, `trt3`, `cndt`,
         *     `iptu-belo-horizonte`, `matricula`, …. The ten of the first catalogue (`tjsp`, `tjsp-falencia`,
         *     `tjsp-inventario`, `trt2`, `cndt`, `iptu-santos`, `pje-trt2`, `trf3`, `trf3-regional`, `receita-federal`)
         *     keep their codes. A code the catalogue does not have → `400` 'Tipo de certidão desconhecido: <código>.'.
         */
        TipoCertidao: string;
        /** @description Automation name of a certificate type, its code in camelCase (tjsp-falencia → tjspFalencia, iptu-santos → iptuSantos, …). */
        AutomationName: string;
        /**
         * @description A federative unit's abbreviation (the 27 of Brazil).
         * @enum {string}
         */
        Uf: "AC" | "AL" | "AP" | "AM" | "BA" | "CE" | "DF" | "ES" | "GO" | "MA" | "MT" | "MS" | "MG" | "PA" | "PB" | "PR" | "PE" | "PI" | "RJ" | "RN" | "RS" | "RO" | "RR" | "SC" | "SP" | "SE" | "TO";
        /**
         * @description A place: the UF and, when known, the city (free text; accents and case ignored when rules compare it). In
         *     São Paulo the city decides the labour court (TRT-2 or TRT-15).
         */
        Local: {
            uf: components["schemas"]["Uf"];
            /** @description e.g. 'Belo Horizonte'. */
            cidade?: string | null;
        };
        LocalInfo: {
            uf: components["schemas"]["Uf"];
            cidade: string | null;
        };
        /**
         * @description `automatica`: issued by the type's automatic source. `assistida`: an operator obtains it at the official
         *     portal and uploads it (shown 'Emissão assistida', within the type's `prazoHoras`).
         * @enum {string}
         */
        ModoEmissao: "automatica" | "assistida";
        /** @enum {string} */
        CampoCertidao: "nome" | "cpf" | "cnpj" | "rg" | "dataNascimento" | "nomeMae" | "inscricaoImovel" | "matricula" | "registroImobiliario";
        /** @enum {string} */
        CategoriaCertidao: "civel" | "falencia" | "inventario" | "execucao-fiscal" | "criminal" | "federal" | "federal-unificada" | "trabalhista" | "cndt" | "tributos-federais" | "tributos-estaduais" | "tributos-municipais" | "protesto" | "fgts" | "cadastro-cnpj" | "registro-imoveis" | "indisponibilidade";
        /** @description One certificate type of the catalogue, with everything the product knows about it. */
        TipoCertidaoInfo: {
            codigo: components["schemas"]["TipoCertidao"];
            automacao: components["schemas"]["AutomationName"];
            /** @example Certidão de Distribuição Cível (TJMG) */
            nome: string;
            /** @description The issuing body. */
            orgao: string;
            categoria: components["schemas"]["CategoriaCertidao"];
            /** @example Distribuição cível */
            categoriaLabel: string;
            /** @description Where the issuer answers for. */
            jurisdicao: {
                /** @enum {string} */
                tipo: "nacional" | "uf" | "trf" | "trt" | "municipio";
                /** @example TRF-6 (MG) */
                label: string;
                /** @description The UFs it covers (all 27 for a national type). */
                ufs: components["schemas"]["Uf"][];
                /** @description TRF or TRT region. */
                regiao?: number;
                /** @description The city of a municipal type. */
                cidade?: string;
            };
            /** @description About a property (its city or registry office), not only a party. */
            imovel: boolean;
            tiposPessoa: components["schemas"]["TipoPessoa"][];
            /** @description The fields of `dadosCertidao` it uses, per person type it applies to. */
            campos: {
                fisica?: components["schemas"]["CampoCertidao"][];
                juridica?: components["schemas"]["CampoCertidao"][];
            };
            /** @description Required beyond the name and the CPF/CNPJ. */
            camposObrigatorios: components["schemas"]["CampoCertidao"][];
            tempoTipicoMinutos: {
                min: number;
                max: number;
            };
            /** @description Validity from the issue date when the source states none; null for a document without one. */
            validadeDias: number | null;
            /** @description The official fee (0 when none); null when it varies (see taxaObservacao). */
            taxaOficialCentavos: number | null;
            taxaObservacao: string | null;
            /**
             * @description The service's price of one certificate of this type, in cents, the official fee apart (a known fee is
             *     added when ordered; one that varies is charged apart). One price per type, by its category and way of
             *     issue: a type an operator issues (for any person type) costs more than an automatic search.
             * @example 990
             */
            precoCentavos: number;
            /** @description How it is issued for each person type it applies to. */
            emissao: {
                fisica?: components["schemas"]["ModoEmissao"];
                juridica?: components["schemas"]["ModoEmissao"];
            };
            /** @description The automatic source, e.g. "InfoSimples: tribunal/tst/cndt"; null for an assisted type. */
            fonteAutomatica: string | null;
            /**
             * Format: uri
             * @description The official portal where an operator obtains it.
             */
            portal: string;
            /** @description Hours an assisted certificate is promised within. */
            prazoHoras: number;
            /** @description Where these facts come from. */
            fontes: string;
            /** @description A document that states data, without a negative or positive result (the CNPJ card). */
            informativa: boolean;
        };
        CatalogoList: {
            data: components["schemas"]["TipoCertidaoInfo"][];
            total: number;
        };
        /** @description The catalogue in numbers (the landing page and the docs' coverage table show them). */
        CatalogoResumo: {
            /** @description Certificate types. */
            tipos: number;
            /** @description Types issued automatically for at least one person type. */
            automaticos: number;
            /** @description Types issued only by an operator. */
            assistidos: number;
            /** @description Distinct issuing bodies. */
            orgaos: number;
            /** @description UFs with at least their state court's certificate. */
            ufs: number;
            porCategoria: {
                categoria: components["schemas"]["CategoriaCertidao"];
                label: string;
                total: number;
            }[];
        };
        Finalidade: {
            /** @example compra-imovel */
            id: string;
            /** @example Compra e venda de imóvel */
            label: string;
            descricao: string;
            /** @description The transaction involves a property (its city is asked). */
            imovel: boolean;
        };
        FinalidadeList: {
            data: components["schemas"]["Finalidade"][];
        };
        PropostaCertidoes: {
            finalidade: string;
            /** @description The proposed set in the catalogue's order; the customer adds or removes types before confirming. */
            certidoes: {
                tipoCertidao: components["schemas"]["TipoCertidao"];
                nome: string;
                /** @example Domicílio (Belo Horizonte/MG) */
                motivo: string;
                emissao: components["schemas"]["ModoEmissao"];
                prazoHoras: number;
                tempoTipicoMinutos: {
                    min: number;
                    max: number;
                };
            }[];
            /** @description Fields beyond name and document the proposed set uses. */
            campos: components["schemas"]["CampoCertidao"][];
            camposObrigatorios: components["schemas"]["CampoCertidao"][];
            /** @description What the catalogue could not cover, in pt-BR. */
            avisos: string[];
        };
        /** @enum {string} */
        SituacaoAssistida: "aguardando" | "em_atendimento" | "concluida" | "falhou" | "cancelada";
        /** @description An assisted certificate's job in the operators' queue (its id is the job's). */
        EmissaoAssistida: {
            /** Format: uuid */
            id: string;
            /** Format: uuid */
            certidaoId: string;
            /** Format: uuid */
            solicitacaoId: string;
            tipoCertidao: components["schemas"]["TipoCertidao"];
            /** @description The type's name. */
            nome: string;
            orgao: string;
            /** Format: uri */
            portal: string;
            prazoHoras: number;
            situacao: components["schemas"]["SituacaoAssistida"];
            /** @description Still open past its deadline. */
            atrasada: boolean;
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            prazoEm: string;
            /** Format: date-time */
            assumidoEm: string | null;
            operador: components["schemas"]["UserRef"] | null;
            parte: {
                tipoPessoa: components["schemas"]["TipoPessoa"];
                nomeCompleto: string;
                /** @description CPF or CNPJ, formatted. */
                documento: string;
                local: components["schemas"]["LocalInfo"] | null;
            };
            imovel: components["schemas"]["LocalInfo"] | null;
            /** @description What the customer filled for this certificate (nome, cpf, rg, dataNascimento, nomeMae, inscricaoImovel, matricula, registroImobiliario…). */
            dadosCertidao: {
                [key: string]: string | null;
            };
            cliente: components["schemas"]["UserRef"];
        };
        EmissaoAssistidaList: {
            data: components["schemas"]["EmissaoAssistida"][];
            meta: components["schemas"]["PageMeta"];
            resumo: {
                aguardando: number;
                emAtendimento: number;
                atrasadas: number;
            };
        };
        ConcluirEmissaoAssistida: {
            /** @description The PDF obtained at the official portal, base64 (at most 10 MB). Not a PDF → `422` 'O arquivo enviado não é um PDF.'. */
            pdfBase64: string;
            /** @enum {string} */
            resultado: "negativa" | "positiva" | "positiva_com_efeitos_de_negativa" | "indeterminado";
            /**
             * Format: date-time
             * @description When the body issued it (now when absent).
             */
            emitidoEm?: string | null;
            /**
             * Format: date
             * @description The validity the certificate states (yyyy-mm-dd); when absent, the type's `validadeDias` from the issue. Before the issue → `400`.
             */
            validoAte?: string | null;
            /** @description The certificate's own control or authenticity code. */
            codigoControle: string;
        };
        FalharEmissaoAssistida: {
            /** @description pt-BR reason the customer reads. */
            motivo: string;
            /**
             * @description False when retrying cannot help (e.g. the data is wrong).
             * @default true
             */
            podeTentarNovamente?: boolean;
        };
        /** @enum {string} */
        TipoPessoa: "fisica" | "juridica";
        /**
         * @description A certificate's status. A request's aggregate status is `processando` if any certificate is
         *     processando, else `pendente` if any is pendente, else `falhou` if any failed, else `concluido` if any
         *     concluded, else `cancelado`.
         * @enum {string}
         */
        CertidaoStatus: "pendente" | "processando" | "concluido" | "falhou" | "cancelado";
        /**
         * @description delayed = waiting for an automatic retry (Atrasada); stuck = no progress past the type's limit, being requeued (Travado).
         * @enum {string}
         */
        JobState: "waiting" | "active" | "completed" | "failed" | "delayed" | "stuck";
        /** @enum {string} */
        PagamentoStatus: "CONFIRMADO" | "PENDENTE" | "RECUSADO" | "CANCELADO" | "REEMBOLSADO";
        /** @enum {string} */
        MetodoPagamento: "PIX" | "BOLETO" | "CARTAO_CREDITO" | "CARTAO_DEBITO";
        /** @enum {string} */
        BillingType: "PIX" | "BOLETO" | "CREDIT_CARD";
        /**
         * @description ACTIVE = Ativa, PENDING = Pendente (awaiting the first payment), CANCELLED = Cancelada.
         * @enum {string}
         */
        SubscriptionStatus: "ACTIVE" | "PENDING" | "CANCELLED";
        User: {
            /** Format: uuid */
            id: string;
            firstName: string;
            lastName: string;
            /** @description `firstName lastName`. */
            fullName: string;
            /** Format: email */
            email: string;
            emailVerified: boolean;
            phone: string | null;
            /** @description Digits only (CNPJ may be the 2026 alphanumeric form). */
            cpfCnpj: string | null;
            role: components["schemas"]["Role"];
            status: components["schemas"]["UserStatus"];
            /** Format: uri */
            avatar: string | null;
            /** Format: date-time */
            lastLoginAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        UserList: {
            data: components["schemas"]["User"][];
            meta: components["schemas"]["PageMeta"];
        };
        LoginRequest: {
            /** Format: email */
            email: string;
            password: string;
        };
        LoginResponse: {
            /** @description JWT, valid 7 days unless revoked by logout. */
            accessToken: string;
            user: components["schemas"]["User"];
        };
        RegisterRequest: {
            firstName: string;
            lastName: string;
            /** Format: email */
            email: string;
            phone: string;
            /** @description With or without punctuation; check digits verified in code. */
            cpfCnpj: string;
            /** @description At least 6 characters (checked in code). */
            password: string;
            /**
             * @description A vendor's referral code (from `/?ref=CODE`); the new customer is attributed to that vendor. An unknown
             *     or malformed code is ignored (the registration goes on).
             */
            ref?: string | null;
            /** @description The company the checkout will buy the plan for; only checked here (see `register`). */
            empresa?: components["schemas"]["CriarEmpresaRequest"];
        };
        /** @description The same for a new address and for one that already has an account (so it holds no user). */
        RegisterResponse: {
            message: string;
        };
        ChangePasswordRequest: {
            currentPassword: string;
            /** @description At least 6 characters (checked in code). */
            newPassword: string;
        };
        ResendConfirmationRequest: {
            /** Format: email */
            email: string;
        };
        EmailConfirmResult: {
            success: boolean;
            message: string;
            user: {
                firstName: string;
                lastName: string;
                /** Format: email */
                email: string;
            };
        };
        CreateUserRequest: {
            /** Format: email */
            email: string;
            /** @description At least 8 characters with a lowercase, an uppercase, a digit and one of @$!%*?& (checked in code). */
            password: string;
            firstName: string;
            lastName: string;
            /** @default user */
            role?: components["schemas"]["Role"];
            /** @default active */
            status?: components["schemas"]["UserStatus"];
            phone?: string | null;
            /** @description Optional; 11 or 14 characters after removing punctuation, valid check digits (checked in code). */
            cpfCnpj?: string | null;
        };
        /** @description Admin edit of a user; send only the fields to change. */
        UpdateUserRequest: {
            firstName?: string;
            lastName?: string;
            /** Format: email */
            email?: string;
            phone?: string | null;
            cpfCnpj?: string | null;
            role?: components["schemas"]["Role"];
            status?: components["schemas"]["UserStatus"];
            /** @description At least 8 characters (checked in code). */
            password?: string;
        };
        /** @description Own profile edit; send only the fields to change. */
        UpdateMeRequest: {
            firstName?: string;
            lastName?: string;
            phone?: string | null;
            cpfCnpj?: string | null;
        };
        Permissions: {
            role: components["schemas"]["Role"];
            /**
             * @description The user's role in their company (`PapelEmpresa`), or null for a customer of no company and for staff:
             *     a client learns from here whether `obterMinhaEmpresa` has a company to answer, without asking it
             *     for nothing (its `404`).
             * @enum {string|null}
             */
            papelEmpresa: "gestor" | "membro" | null;
            /** @description The operation ids (the operations' ids) of this contract the role may call (public ones included), sorted. */
            permissions: string[];
        };
        UserStats: {
            total: number;
            ativos: number;
            inativos: number;
            suspensos: number;
            emailNaoVerificado: number;
            novosUltimos30Dias: number;
            porRole: {
                user: number;
                moderator: number;
                admin: number;
            };
        };
        UsageHistory: {
            data: {
                /** @description Month, YYYY-MM. */
                mes: string;
                /** @description Requests created that month. */
                solicitacoes: number;
                /** @description The plan's limit that month; 0 = unlimited; null = no plan. */
                limite: number | null;
            }[];
        };
        Plano: {
            /** Format: uuid */
            id: string;
            nome: string;
            descricao: string;
            /** @description Monthly price in reais. */
            valor: number;
            /** @description Requests per calendar month (each with any number of the 10 certificates); 0 = unlimited. */
            limite: number;
            /** @description People who may use the plan in a company account (members plus pending invitations); 1 for a personal plan. */
            assentos: number;
            beneficios: string[];
            /** @description Style class of the card. */
            cor: string;
            popular: boolean;
            /** @description Display order, lowest first. */
            ordem: number;
        };
        PlanoList: {
            data: components["schemas"]["Plano"][];
            meta: components["schemas"]["PageMeta"];
        };
        PlanoInput: {
            nome: string;
            /** @default  */
            descricao?: string;
            /**
             * @description Reais; rounded to cents.
             * @default 0
             */
            valor?: number;
            /**
             * @description 0 or null = unlimited.
             * @default 0
             */
            limite?: number | null;
            /**
             * @description Seats of a company account (members plus pending invitations).
             * @default 1
             */
            assentos?: number;
            /** @default [] */
            beneficios?: string[];
            /** @default bg-gray-500 */
            cor?: string;
            /** @default false */
            popular?: boolean;
            /** @default 0 */
            ordem?: number;
        };
        /** @description Partial `PlanoInput`. */
        PlanoPatch: {
            nome?: string;
            descricao?: string;
            valor?: number;
            limite?: number | null;
            assentos?: number;
            beneficios?: string[];
            cor?: string;
            popular?: boolean;
            ordem?: number;
        };
        UserPlan: {
            /** Format: uuid */
            id: string;
            /** @description True when `status` is ACTIVE. */
            ativo: boolean;
            status: components["schemas"]["SubscriptionStatus"];
            renovacaoAutomatica: boolean;
            /** @description How it is paid; null for a plan granted by an admin. */
            billingType: components["schemas"]["BillingType"] | null;
            /** Format: date-time */
            dataInicio: string;
            /**
             * Format: date-time
             * @description End of the paid period = next charge; null while pending.
             */
            dataFim: string | null;
            /** Format: date-time */
            criadoEm: string;
            /** @description Seats bought beyond the plan's own (`comprarAssentoExtra`), charged with each period. */
            assentosExtras: number;
        };
        UserPlanResponse: {
            plano: components["schemas"]["PlanoRef"] | null;
            /** @description A change to a cheaper plan scheduled for the end of the period (`alterarMeuPlano`); null when none. */
            mudancaAgendada: {
                plano: components["schemas"]["PlanoAlteracaoRef"];
                /**
                 * Format: date-time
                 * @description When it applies (the plan's `dataFim`).
                 */
                data: string;
            } | null;
            userPlan: components["schemas"]["UserPlan"] | null;
            usage: {
                /** @description Requests created this calendar month that count against the plan (not those whose every certificate was returned). */
                solicitacoesRealizadas: number;
                /** @description The plan's monthly limit; 0 = unlimited (or no plan). */
                solicitacoesLimitadas: number;
            };
        };
        AlteracaoPlanoInput: {
            /**
             * Format: uuid
             * @description The plan to change to.
             */
            planoId: string;
        };
        PlanoAlteracaoRef: {
            /** Format: uuid */
            id: string;
            nome: string;
            /** @description Monthly price in reais. */
            valor: number;
            /** @description Requests per month; 0 = unlimited. */
            limite: number;
            assentos: number;
        };
        PreviaAlteracaoPlano: {
            /**
             * @description `upgrade` (higher monthly price: at once, the difference charged now) or `downgrade` (at the end of the period).
             * @enum {string}
             */
            tipo: "upgrade" | "downgrade";
            planoAtual: components["schemas"]["PlanoAlteracaoRef"];
            planoNovo: components["schemas"]["PlanoAlteracaoRef"];
            /** @description Reais charged now: the prorated difference (0 for a downgrade). */
            valor: number;
            /** @description Days of the period still to run (a started day counts whole). */
            diasRestantes: number;
            diasPeriodo: number;
            /**
             * Format: date-time
             * @description When the new plan applies (now, or `dataFim`).
             */
            dataEfeito: string;
            /** @description The next full charge (the renewal), with the new plan and any extra seats. */
            proximaCobranca: {
                /** Format: date-time */
                data: string;
                /** @description Reais. */
                valor: number;
            };
            formaPagamento: components["schemas"]["BillingType"];
        };
        AlteracaoPlanoResultado: {
            /** @enum {string} */
            tipo: "upgrade" | "downgrade";
            /** @description pt-BR. */
            message: string;
            plano: components["schemas"]["UserPlanResponse"];
            /** @description The upgrade's charge; null for a downgrade or a difference of R$ 0,00. */
            pagamento: components["schemas"]["Pagamento"] | null;
        };
        PreviaAssentoExtra: {
            /** @description Reais charged now for the rest of the period. */
            valor: number;
            /** @description Reais a month per extra seat. */
            valorMensal: number;
            diasRestantes: number;
            diasPeriodo: number;
            /** @description The next renewal with the new seat. */
            proximaCobranca: {
                /** Format: date-time */
                data: string;
                valor: number;
            };
            assentos: components["schemas"]["AssentosEmpresa"];
            formaPagamento: components["schemas"]["BillingType"];
        };
        AssentoExtraResultado: {
            /** @description pt-BR. */
            message: string;
            assentos: components["schemas"]["AssentosEmpresa"];
            pagamento: components["schemas"]["Pagamento"] | null;
        };
        /** @description The caller's own change to their current plan. */
        UserPlanUpdate: {
            /** @description Whether the plan renews (is charged again) at `dataFim`. */
            renovacaoAutomatica: boolean;
        };
        /**
         * @description With `billingType` CREDIT_CARD, `creditCard` and `creditCardHolderInfo` are required; that is checked in
         *     code so the answer carries the product's messages ('Por favor, preencha todos os dados do cartão de
         *     crédito' when the holder name, number or CVC is blank, 'Por favor, preencha todos os dados do
         *     portador do cartão'), followed by the rules of `CreditCard` and `CreditCardHolderInfo`. Ignored for
         *     PIX and BOLETO.
         */
        PlanAssignment: {
            /** Format: uuid */
            planoId: string;
            /** @default false */
            renovacaoAutomatica?: boolean;
            /** @default PIX */
            billingType?: components["schemas"]["BillingType"];
            creditCard?: components["schemas"]["CreditCard"];
            creditCardHolderInfo?: components["schemas"]["CreditCardHolderInfo"];
            /** @description The buyer's IP for the gateway's anti-fraud; the server uses the connection's IP when omitted. */
            remoteIp?: string;
        };
        /** @description A customer's own purchase (`atribuirPlanoUsuario`), the fields of `PlanAssignment` and the company it is for. */
        PlanPurchase: {
            /** Format: uuid */
            planoId: string;
            /** @default false */
            renovacaoAutomatica?: boolean;
            /** @default PIX */
            billingType?: components["schemas"]["BillingType"];
            creditCard?: components["schemas"]["CreditCard"];
            creditCardHolderInfo?: components["schemas"]["CreditCardHolderInfo"];
            /** @description The buyer's IP for the gateway's anti-fraud; the server uses the connection's IP when omitted. */
            remoteIp?: string;
            /**
             * @description The company to create with the plan, the buyer as its holder (see `atribuirPlanoUsuario`). Left out,
             *     the company the checkout chose earlier (`obterEmpresaCheckout`) is used; `null`: the plan is for the
             *     person and that choice is dropped.
             */
            empresa?: components["schemas"]["CriarEmpresaRequest"] | null;
        };
        EmpresaCheckout: {
            /** @description The company chosen at checkout and not bought yet; null when none. */
            empresa: components["schemas"]["CriarEmpresaRequest"] | null;
        };
        PlanGrant: {
            /** Format: uuid */
            planoId: string;
        };
        /**
         * @description Passed to the gateway, never stored or logged. The rules are checked in code so that the answer
         *     carries the product's messages (lengths only here): 'Número do cartão inválido', 'Data de validade
         *     inválida', 'CVC inválido', 'Nome no cartão inválido' (`400`).
         */
        CreditCard: {
            /** @description At least 2 characters. */
            holderName: string;
            /** @description 13–19 digits; spaces or hyphens between groups allowed. */
            number: string;
            /** @description 01–12. */
            expiryMonth: string;
            /** @description YY or YYYY. */
            expiryYear: string;
            /** @description 3 or 4 digits. */
            ccv: string;
        };
        /**
         * @description The card holder as the gateway needs it. Checked in code: name, email, cpfCnpj, postalCode,
         *     addressNumber and phone filled ('Por favor, preencha todos os dados do portador do cartão'), then
         *     'Digite um email válido', 'Digite um CPF ou CNPJ válido', 'CEP inválido' (8 digits) and 'Telefone
         *     inválido' (10 or 11 digits with the area code; also `mobilePhone` when given).
         */
        CreditCardHolderInfo: {
            name: string;
            email: string;
            /** @description With or without punctuation. */
            cpfCnpj: string;
            /** @description CEP, with or without the hyphen. */
            postalCode: string;
            addressNumber: string;
            addressComplement?: string | null;
            phone: string;
            mobilePhone?: string | null;
        };
        SalvarCartaoRequest: {
            creditCard: components["schemas"]["CreditCard"];
            creditCardHolderInfo: components["schemas"]["CreditCardHolderInfo"];
        };
        /**
         * @description The card brand as the gateway reports it (Asaas `creditCardBrand`); UNKNOWN when not recognised.
         * @enum {string}
         */
        CartaoBandeira: "VISA" | "MASTERCARD" | "ELO" | "AMEX" | "HIPERCARD" | "DINERS" | "DISCOVER" | "JCB" | "CABAL" | "BANESCARD" | "CREDZ" | "SOROCRED" | "CREDSYSTEM" | "UNKNOWN";
        /** @description The saved card, as far as it may be shown (never the number or the CVC). */
        CartaoSalvo: {
            bandeira: components["schemas"]["CartaoBandeira"];
            /** @description The last four digits of the number. */
            ultimosDigitos: string;
            /** @description The name on the card (`creditCard.holderName`). */
            titular: string;
            /** @description Expiry as MM/AA. */
            validade: string;
            /**
             * Format: date-time
             * @description When this card was saved.
             */
            criadoEm: string;
        };
        MeuCartao: {
            cartao: components["schemas"]["CartaoSalvo"] | null;
        };
        PlanCancellationResult: {
            message: string;
            userPlan: components["schemas"]["UserPlan"];
            /** @description True when the 7-day guarantee refunded the first payment. */
            reembolsado: boolean;
            /** Format: uuid */
            pagamentoReembolsadoId: string | null;
        };
        ActiveSubscription: {
            user: components["schemas"]["User"];
            plano: components["schemas"]["Plano"];
            userPlan: components["schemas"]["UserPlan"];
        };
        ActiveSubscriptionList: {
            data: components["schemas"]["ActiveSubscription"][];
            meta: components["schemas"]["PageMeta"];
        };
        ActiveSubscriptionDetail: {
            user: components["schemas"]["User"];
            plano: components["schemas"]["Plano"];
            userPlan: components["schemas"]["UserPlan"];
            /** @description The gateway subscription. */
            subscription: {
                status: components["schemas"]["SubscriptionStatus"];
                billingType: components["schemas"]["BillingType"] | null;
            };
            estatisticas: {
                /** @description This calendar month, as the plan counts them (not those whose every certificate was returned). */
                solicitacoesRealizadas: number;
                /** @description Left this month; null = unlimited. */
                solicitacoesDisponiveis: number | null;
                /** @description Used / limit × 100; null = unlimited. */
                percentualUso: number | null;
                /**
                 * Format: date-time
                 * @description `userPlan.dataFim`.
                 */
                proximaRenovacao: string | null;
                /** @description Whole days until `proximaRenovacao` (negative = overdue); null when unknown. */
                diasParaVencimento: number | null;
                /**
                 * @description atraso = past due; atencao = due within 7 days; em_dia = otherwise or unknown.
                 * @enum {string}
                 */
                statusVencimento: "atraso" | "atencao" | "em_dia";
            };
        };
        ActiveSubscriptionDetailList: {
            data: components["schemas"]["ActiveSubscriptionDetail"][];
            meta: components["schemas"]["PageMeta"];
            /** @description Every current subscription (active or pending), whatever the search and filters. */
            resumo: {
                total: number;
                ativas: number;
                pendentes: number;
                /** @description Reais; the monthly price of the active ones. */
                receitaMensal: number;
                /** @description Past their due date (`statusVencimento` atraso). */
                emAtraso: number;
            };
        };
        Pagamento: {
            /** Format: uuid */
            id: string;
            /** @description The plan the charge is for; null for a one-off order's charge (see `solicitacaoId`). */
            plano: components["schemas"]["PlanoRef"] | null;
            /**
             * Format: uuid
             * @description The one-off order this charge pays (its certificates wait for it); null for a plan's charge.
             */
            solicitacaoId: string | null;
            /**
             * @description What it pays: `plano` a period of the plan (first payment or renewal), `alteracao` an upgrade's difference for the rest of the period, `assentos` extra seats for the rest of the period, `avulso` a one-off order.
             * @enum {string}
             */
            tipo: "plano" | "alteracao" | "assentos" | "avulso";
            /** @description The charge's line, e.g. "Diferença do plano Básico para o Profissional (18 dias)"; null for older charges. */
            descricao: string | null;
            usuario: components["schemas"]["UserRef"];
            /** @description Reais. */
            valor: number;
            metodoPagamento: components["schemas"]["MetodoPagamento"];
            status: components["schemas"]["PagamentoStatus"];
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            dataPagamento: string | null;
            observacoes: string | null;
            /** @description PIX charges only. */
            pixQrCode: {
                /** @description QR code PNG in base64. */
                encodedImage: string;
                /** @description The BR Code "copia e cola". */
                payload: string;
                /** Format: date-time */
                expirationDate: string;
            } | null;
            /**
             * Format: uri
             * @description The gateway's invoice page.
             */
            invoiceUrl: string | null;
            /**
             * Format: uri
             * @description Printable boleto (BOLETO only).
             */
            bankSlipUrl: string | null;
            /** @description The boleto's 47-digit line (BOLETO only). */
            identificationField: string | null;
            /**
             * Format: date
             * @description Due day (YYYY-MM-DD).
             */
            dueDate: string | null;
            /** @description Who the charge is in the name of (a company's razão social and CNPJ when the account holds one); null for charges made before it was recorded. */
            tomador: components["schemas"]["Tomador"] | null;
            /** @description The service invoice (NFS-e) of a confirmed payment; null until one is requested. */
            notaFiscal: components["schemas"]["NotaFiscal"] | null;
        };
        Tomador: {
            /** @description Razão social or the person's full name. */
            nome: string;
            /** @description Digits (or an alphanumeric CNPJ). */
            cpfCnpj: string | null;
            email: string;
            endereco: string | null;
            cidade: string | null;
            uf: string | null;
            /** @description Digits. */
            cep: string | null;
            /**
             * Format: uuid
             * @description The company charged, when the tomador is one.
             */
            empresaId: string | null;
        };
        NotaFiscal: {
            /** @description The municipality's number, once authorised. */
            numero: string | null;
            /**
             * @description `AGENDADA` requested and not yet authorised (also while a failed request is retried), `EMITIDA` authorised, `ERRO` refused by the municipality, `CANCELADA`.
             * @enum {string}
             */
            status: "AGENDADA" | "EMITIDA" | "ERRO" | "CANCELADA";
            /** Format: uri */
            pdfUrl: string | null;
            /** Format: date-time */
            emitidaEm: string | null;
        };
        PagamentoList: {
            data: components["schemas"]["Pagamento"][];
            meta: components["schemas"]["PageMeta"];
        };
        CreatePagamentoRequest: {
            /** Format: uuid */
            planoId: string;
            /**
             * @description Card payments are made when the plan is assigned (`atribuirPlanoUsuario`).
             * @enum {string}
             */
            metodoPagamento: "PIX" | "BOLETO";
            observacoes?: string | null;
        };
        /**
         * @description Asaas v3 webhook body. Open on purpose (`additionalProperties` allowed, `event` not an enum): new
         *     events and fields must be stored and acknowledged, never rejected. Handled: PAYMENT_RECEIVED and
         *     PAYMENT_CONFIRMED (confirm the payment, activate the plan, set `dataFim`), PAYMENT_OVERDUE,
         *     PAYMENT_REFUNDED, PAYMENT_DELETED, PAYMENT_CREDIT_CARD_CAPTURE_REFUSED (update the records); INVOICE_*
         *     (the service invoice of `invoice.id` takes its status, number and links).
         */
        AsaasWebhookEvent: {
            /** @description Event id; used for deduplication. */
            id: string;
            /**
             * @example PAYMENT_CREATED
             * @example PAYMENT_RECEIVED
             * @example PAYMENT_CONFIRMED
             * @example PAYMENT_OVERDUE
             * @example PAYMENT_REFUNDED
             * @example PAYMENT_DELETED
             */
            event: string;
            /** @description Asaas format `YYYY-MM-DD HH:mm:ss` (America/Sao_Paulo). */
            dateCreated?: string;
            payment?: {
                object?: string;
                /** @description Gateway charge id (pay_…). */
                id: string;
                customer?: string;
                subscription?: string | null;
                value?: number;
                netValue?: number;
                /**
                 * @example PENDING
                 * @example RECEIVED
                 * @example CONFIRMED
                 * @example OVERDUE
                 * @example REFUNDED
                 */
                status?: string;
                /**
                 * @example PIX
                 * @example BOLETO
                 * @example CREDIT_CARD
                 * @example UNDEFINED
                 */
                billingType?: string;
                /** @description YYYY-MM-DD. */
                dueDate?: string;
                paymentDate?: string | null;
                /** @description Our `Pagamento.id`. */
                externalReference?: string | null;
                invoiceUrl?: string | null;
                bankSlipUrl?: string | null;
                deleted?: boolean;
            };
        };
        WebhookAck: {
            /** @constant */
            received: true;
        };
        /** @description A request with every certificate whole (PDFs, data, prices). */
        Solicitacao: components["schemas"]["SolicitacaoCampos"] & {
            certidoes: components["schemas"]["Certidao"][];
        };
        /**
         * @description A request as `getSolicitacoes` lists it: every field of `Solicitacao`, with `contagem` (how many
         *     certificates are in each status) and each certificate reduced to what a list shows (`CertidaoNaLista`);
         *     the whole certificates (PDFs, data, prices) are on `getSolicitacao`, or on every item with
         *     `incluir=certidoes`.
         */
        SolicitacaoNaLista: components["schemas"]["SolicitacaoCampos"] & {
            contagem: components["schemas"]["ContagemCertidoes"];
            certidoes: components["schemas"]["CertidaoNaLista"][];
        };
        /** @description How many of the request's certificates are in each status. */
        ContagemCertidoes: {
            total: number;
            pendentes: number;
            processando: number;
            concluidas: number;
            falhas: number;
            canceladas: number;
        };
        /**
         * @description A certificate as the list shows it: what it is, its status and result. Fields at their usual value are
         *     left out to keep a page small: `jobId` is there only while the certificate is `pendente` or `processando`,
         *     `erro` only when there is one, `podeTentarNovamente` only when true, `emissao` and `prazoEm` only for an
         *     assisted certificate (absent: `automatica`). With `incluir=certidoes` each is the whole `Certidao`.
         */
        CertidaoNaLista: {
            /** Format: uuid */
            id: string;
            tipoCertidao: components["schemas"]["TipoCertidao"];
            status: components["schemas"]["CertidaoStatus"];
            /** @description As `Certidao.resultado`. */
            resultado: components["schemas"]["ResultadoCertidao"] | null;
            /**
             * Format: date-time
             * @description The newest PDF's validity.
             */
            validoAte: string | null;
            /**
             * Format: uuid
             * @description The current job while the certificate waits or runs.
             */
            jobId?: string | null;
            /** @description pt-BR reason when `falhou`. */
            erro?: string | null;
            /** @description Present (true) for a failed certificate that a retry can fix. */
            podeTentarNovamente?: boolean;
            emissao?: components["schemas"]["ModoEmissao"];
            /**
             * Format: date-time
             * @description An assisted certificate's promised time.
             */
            prazoEm?: string | null;
        };
        /** @description The fields of a request common to its detail (`Solicitacao`) and its list item (`SolicitacaoNaLista`). */
        SolicitacaoCampos: {
            /** Format: uuid */
            id: string;
            /**
             * @description `monitoramento`: an automatic renewal made by monitoring for one of its parties; `manual`: made by a person or an integration (also when its party was monitored afterwards).
             * @enum {string}
             */
            origem: "monitoramento" | "manual";
            /**
             * Format: uuid
             * @description The monitored party the request belongs to (`obterMonitoramento`): the party a renewal was made for, or the one 'Monitorar esta parte' created from it; null otherwise.
             */
            monitoramentoId: string | null;
            /** @description The customer's own reference (client, case, deal); null when none. */
            referencia: string | null;
            /** @description A one-off order: paid on its own, not counted against a plan. */
            avulsa: boolean;
            /** @description A one-off order's payment; while it is `PENDENTE` the certificates wait for it. Null for other requests. */
            pagamento: components["schemas"]["PagamentoDaSolicitacao"] | null;
            /** Format: date-time */
            criadoEm: string;
            /** @description Where the party lives; null when the request did not say. */
            local: components["schemas"]["LocalInfo"] | null;
            /** @description Where the property lies; null when none. */
            imovel: components["schemas"]["LocalInfo"] | null;
            /** @description The kind of transaction the set was proposed for. */
            finalidade: string | null;
            /**
             * Format: uuid
             * @description The company the request belongs to (it stays the company's when its creator leaves); null for a personal request.
             */
            empresaId: string | null;
            /** @description The kit the request was started from (its name kept even if the kit is later removed); null when none. */
            kit: components["schemas"]["KitRef"] | null;
            /** @description The company's cost centre the request is charged to; null when none. */
            centroCusto: components["schemas"]["CentroCustoRef"] | null;
            /**
             * @description What was charged for the request, in reais: the sum of its certificates' `precoCentavos` (recorded when
             *     it was created). 0 for a request made by staff; a request made before certificates had prices carries
             *     the cost it had then.
             */
            cobrado: number;
            /** @description What was returned, in reais: the charges of its certificates that were cancelled or never issued. */
            devolvido: number;
            /** @description What the request costs, in reais: `cobrado` − `devolvido`. Reports' spend is the sum of it. */
            custo: number;
            resumo: components["schemas"]["ResumoSolicitacao"];
            observacao: string | null;
            /** @description Aggregate status of the certificates (see CertidaoStatus). */
            status: components["schemas"]["CertidaoStatus"];
            dadosGerais: {
                tipoPessoa: components["schemas"]["TipoPessoa"];
                nomeCompleto: string;
                /** @description The party's CPF or CNPJ, digits only. */
                documento?: string | null;
            };
            usuario: components["schemas"]["UserRef"];
        };
        SolicitacaoList: {
            data: components["schemas"]["SolicitacaoNaLista"][];
            meta: components["schemas"]["PageMeta"];
            /** @description The next page's `cursor` (opaque); null on the last page. */
            proximoCursor: string | null;
        };
        /**
         * @description Pays the request on its own instead of counting it against a plan (a one-off order). `PIX`/`BOLETO`: the
         *     charge is created with the request (`Solicitacao.pagamento`; its QR code or boleto line via
         *     `getPagamento`) and the certificates wait, without jobs, until it is paid; a charge cancelled or past due
         *     cancels them and returns their charges. `CREDIT_CARD`: charged at once (`creditCard` and
         *     `creditCardHolderInfo` required, checked as in `atribuirPlanoUsuario`); declined → `422` and no request
         *     is kept.
         */
        PagamentoAvulsoRequest: {
            billingType: components["schemas"]["BillingType"];
            creditCard?: components["schemas"]["CreditCard"];
            creditCardHolderInfo?: components["schemas"]["CreditCardHolderInfo"];
            /** @description The buyer's IP for the gateway's anti-fraud; the server uses the connection's IP when omitted. */
            remoteIp?: string;
        };
        /** @description A one-off order's payment. */
        PagamentoDaSolicitacao: {
            /** Format: uuid */
            id: string;
            status: components["schemas"]["PagamentoStatus"];
            metodoPagamento: components["schemas"]["MetodoPagamento"];
            /** @description Reais. */
            valor: number;
            /** Format: date */
            dueDate: string | null;
        };
        /**
         * @description The customer's own reference for the request (client, case, deal), free text; trimmed, blank is `null`.
         *     Searchable (`busca` of `getSolicitacoes`) and carried by the company's statement and reports.
         */
        Referencia: string | null;
        AtualizarSolicitacaoRequest: {
            referencia: components["schemas"]["Referencia"];
        };
        LoteSolicitacoesRequest: {
            /** @description The requests to create, as `createSolicitacao` takes each: at most 1,000 (more: `400`). */
            solicitacoes: components["schemas"]["CreateSolicitacaoRequest"][];
            /**
             * @description One key per row, in the same order (as many as rows; `400` otherwise): a row whose key was used by an
             *     earlier batch of this account within 24 hours with the same row is not created again, and its result
             *     names the request created then (`repetida: true`); the same key with another row is refused
             *     (`422`). So a file sent again, or again after some of its rows were fixed, creates only what is new.
             */
            chavesIdempotencia?: string[];
        };
        LoteSolicitacoesResposta: {
            total: number;
            criadas: number;
            recusadas: number;
            resultados: components["schemas"]["ResultadoLinhaLote"][];
        };
        /** @description One row of a batch: created (`status` 201, `solicitacaoId`) or refused (`status`, `codigo`, `message` as `createSolicitacao` would answer). */
        ResultadoLinhaLote: {
            /** @description True when the row's key (`chavesIdempotencia`) had already created this request. */
            repetida: boolean;
            /** @description The row's place in `solicitacoes`, from 0. */
            indice: number;
            /** @description 201 when created; otherwise the HTTP status the row alone would have had. */
            status: number;
            /** Format: uuid */
            solicitacaoId: string | null;
            /** @description The error's code (see `Error.codigo`); null when created. */
            codigo: string | null;
            /** @description pt-BR reason; null when created. */
            message: string | null;
        };
        CreateSolicitacaoRequest: {
            observacao?: string | null;
            referencia?: components["schemas"]["Referencia"];
            /**
             * @description A one-off order, paid on its own: no plan is needed and it does not count against one (see
             *     `PagamentoAvulsoRequest`). Not for staff (`422`).
             */
            pagamentoAvulso?: components["schemas"]["PagamentoAvulsoRequest"] | null;
            /**
             * Format: uuid
             * @description The kit the form started from (`listarKits`): every certificate's type must be one of the kit's → `400`
             *     'O tipo <tipo> não faz parte do kit <nome>.'; a kit the caller cannot use (another company's) → `404`
             *     'Kit não encontrado.'.
             */
            kitId?: string | null;
            /**
             * Format: uuid
             * @description The caller's company's cost centre. Required when the company's `centroCustoObrigatorio` is on → `400`
             *     'Informe o centro de custo.'; another company's, or a caller without a company → `404` 'Centro de
             *     custo não encontrado.'; an inactive one → `422` 'Este centro de custo está desativado.'.
             */
            centroCustoId?: string | null;
            dadosGerais: {
                tipoPessoa: components["schemas"]["TipoPessoa"];
                /** @description Blank → 'Nome completo é obrigatório.' (checked in code). */
                nomeCompleto: string;
                /** @description Where the party lives. */
                uf?: components["schemas"]["Uf"] | null;
                /** @description The party's city (a city without `uf` → `400` 'Informe a UF da cidade.'). */
                cidade?: string | null;
            };
            /** @description Where the property lies, when the transaction has one. */
            imovel?: components["schemas"]["Local"] | null;
            /** @description The kind of transaction the set was proposed for (`listarFinalidades`); unknown → `400`. */
            finalidade?: string | null;
            /** @description One entry per certificate type (each type at most once; checked in code). */
            certidoes: {
                tipoCertidao: components["schemas"]["TipoCertidao"];
                dadosCertidao: components["schemas"]["DadosCertidaoInput"];
            }[];
        };
        /** @description Person data for one certificate. CPF and CNPJ check digits and the per-person-type requirements are checked in code. */
        DadosCertidaoInput: {
            nome?: string;
            /** @description Formatted 000.000.000-00 (digits accepted). */
            cpf?: string;
            /** @description Digits only (or the 2026 alphanumeric form). */
            cnpj?: string;
            /** @description Pessoa física only. */
            rg?: string;
            inscricaoImovel?: string;
            /** @description The property's registry office (e.g. '4º Ofício de Registro de Imóveis de Belo Horizonte'). */
            registroImobiliario?: string;
            /** @description The property's registration number at its registry office. */
            matricula?: string;
            /** @description Mother's name (criminal searches, TRF-1 and TRF-6). */
            nomeMae?: string;
            /** @description dd/mm/yyyy. */
            dataNascimento?: string;
        };
        Certidao: {
            /** Format: uuid */
            id: string;
            tipoCertidao: components["schemas"]["TipoCertidao"];
            /**
             * @description What this certificate was charged when it was ordered, in cents: its type's `precoCentavos` plus the
             *     official fee when known. 0 for a request made by staff and for a request made before certificates
             *     had prices.
             */
            precoCentavos: number;
            /**
             * @description True when its charge was returned because it was never issued: cancelled, or failed. A manual retry
             *     is never charged again, so it stays true if a retry then issues it.
             */
            devolvido: boolean;
            emissao: components["schemas"]["ModoEmissao"];
            /**
             * Format: date-time
             * @description An assisted certificate's promised time (its job's deadline); null for an automatic one.
             */
            prazoEm: string | null;
            /** @description The newest PDF's result; `nao_emitida` when it failed for good; null while there is none. */
            resultado: components["schemas"]["ResultadoCertidao"] | null;
            /**
             * Format: date-time
             * @description The newest PDF's validity.
             */
            validoAte: string | null;
            /**
             * Format: uuid
             * @description The current job (poll `consultarStatusJob`).
             */
            jobId: string | null;
            status: components["schemas"]["CertidaoStatus"];
            /** @description pt-BR reason when `falhou`. */
            erro: string | null;
            /** @description True for a failed certificate that a retry can fix. */
            podeTentarNovamente: boolean;
            pdfs: components["schemas"]["Pdf"][];
            dadosCertidao: {
                nome: string | null;
                cpf: string | null;
                cnpj: string | null;
                rg: string | null;
                inscricaoImovel: string | null;
                registroImobiliario: string | null;
                nomeMae: string | null;
                matricula: string | null;
                /** @description dd/mm/yyyy. */
                dataNascimento: string | null;
            };
        };
        /**
         * @description What a certificate found: `negativa` ('Nada consta'), `positiva` ('Consta'),
         *     `positiva_com_efeitos_de_negativa`, `nao_emitida` (the source refused to issue it: failed for good, no
         *     retry can fix it), `indeterminado` (the source's answer did not say).
         * @enum {string}
         */
        ResultadoCertidao: "negativa" | "positiva" | "positiva_com_efeitos_de_negativa" | "nao_emitida" | "indeterminado";
        /** @description The request's results at a glance ('10 certidões · 8 nada consta · 2 constam'). */
        ResumoSolicitacao: {
            /** @description Certificates in the request. */
            total: number;
            negativas: number;
            positivas: number;
            positivasComEfeitosDeNegativa: number;
            naoEmitidas: number;
            indeterminadas: number;
            /**
             * Format: date-time
             * @description The earliest `validoAte` among the issued certificates (compare it with now: past = some certificate is vencida).
             */
            primeiroVencimento: string | null;
        };
        Pdf: {
            /**
             * @description What the certificate found, as its source said it (negativa = nada consta; positiva = consta; indeterminado = the source's answer did not say).
             * @enum {string}
             */
            resultado: "negativa" | "positiva" | "positiva_com_efeitos_de_negativa" | "indeterminado";
            /**
             * Format: date-time
             * @description When the source issued it.
             */
            emitidoEm: string;
            /**
             * Format: date-time
             * @description Until when it is valid (the source's own date, else the type's documented validity; null when the type has none).
             */
            validoAte: string | null;
            /** @description The issuing body's own control code (protocol) of the certificate. */
            codigoControle: string;
            /** Format: uuid */
            id: string;
            nomeArquivo: string;
            /** @description Bytes. */
            tamanho: number;
            /** @description pt-BR, e.g. `245,3 KB`. */
            tamanhoFormatado: string;
            /** Format: date-time */
            criadoEm: string;
            /**
             * Format: uri-reference
             * @description Same-origin download URL (`/api/automations/pdfs/download/{nomeArquivo}`).
             */
            urlDownload: string;
            codigoVerificacao: string;
            /** @description SHA-256 of the file in lowercase hex. */
            sha256: string;
            tipoCertidao: components["schemas"]["TipoCertidao"];
        };
        PdfList: {
            data: components["schemas"]["Pdf"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * Format: binary
         * @description A PDF document.
         */
        StatementPdfFile: string;
        ExtratoTotais: {
            certidoes: number;
            /** @description Reais charged. */
            cobrado: number;
            /** @description Reais returned. */
            devolvido: number;
            /** @description Reais: charged less returned. */
            valor: number;
        };
        ExtratoMensal: {
            mes: string;
            empresa: {
                /** Format: uuid */
                id: string;
                razaoSocial: string;
                cnpj: string;
            };
            /** @description The cost centre the statement was filtered by; null for the whole company. */
            centroCusto: components["schemas"]["CentroCustoRef"] | null;
            grupos: {
                /** @description Null for the requests without a cost centre. */
                centroCusto: components["schemas"]["CentroCustoRef"] | null;
                linhas: {
                    /** Format: uuid */
                    certidaoId: string;
                    /** Format: uuid */
                    solicitacaoId: string;
                    /** @description The request's own reference (client, case); null when none. */
                    referencia: string | null;
                    /** Format: date-time */
                    criadoEm: string;
                    parte: {
                        nome: string;
                        /** @description Digits (or an alphanumeric CNPJ). */
                        cpfCnpj: string;
                    };
                    tipoCertidao: string;
                    /** @description The catalogue's name of the type. */
                    tipoNome: string;
                    status: components["schemas"]["CertidaoStatus"];
                    /** @enum {string|null} */
                    resultado: "negativa" | "positiva" | "positiva_com_efeitos_de_negativa" | "nao_emitida" | "indeterminado" | null;
                    cobrado: number;
                    devolvido: number;
                    /** @description Charged less returned: 0 for a returned certificate. */
                    valor: number;
                }[];
                subtotal: components["schemas"]["ExtratoTotais"];
            }[];
            totais: components["schemas"]["ExtratoTotais"];
        };
        /**
         * Format: binary
         * @description The signed PDF.
         */
        PdfFile: string;
        /**
         * Format: binary
         * @description A ZIP archive of PDFs.
         */
        ZipFile: string;
        /** @description The `data` of a `certidao` event of GET /solicitacoes/eventos. */
        EventoCertidao: {
            /** Format: uuid */
            solicitacaoId: string;
            certidao: components["schemas"]["Certidao"];
            /** @description The certificate's current job; null before it has one. */
            job: components["schemas"]["JobStatus"] | null;
        };
        JobStatus: {
            /** Format: uuid */
            id: string;
            state: components["schemas"]["JobState"];
            progress: number;
            /** @description pt-BR label of the current step (e.g. `Consultando o TJSP`). */
            step: string | null;
            /** @description pt-BR reason when failed or delayed. */
            failedReason: string | null;
            attempts: number;
        };
        SolicitacaoStats: {
            totalSolicitacoes: number;
            totalCertidoes: number;
            /** @description Certificates per status. */
            porStatus: {
                pendente: number;
                processando: number;
                concluido: number;
                falhou: number;
                cancelado: number;
            };
            porTipo: {
                tipoCertidao: components["schemas"]["TipoCertidao"];
                total: number;
                concluido: number;
                falhou: number;
            }[];
            /** @description Mean minutes from creation to conclusion of concluded certificates; 0 when none. */
            tempoMedio: number;
        };
        /** @description The caller's plan as it applies to new requests in the current calendar month (America/Sao_Paulo). */
        SolicitacaoQuota: {
            plano: components["schemas"]["PlanoRef"] | null;
            /** @description True for an unlimited plan, and for admins and moderators. */
            ilimitado: boolean;
            /** @description Monthly limit; 0 = unlimited. */
            limite: number;
            /** @description Requests created this month that count against the plan (a request whose every certificate was returned does not). */
            utilizadas: number;
            /** @description Left this month; null = unlimited. */
            disponiveis: number | null;
            podeCriar: boolean;
            /** @description pt-BR reason when `podeCriar` is false. */
            motivo: string | null;
            /** Format: date-time */
            periodoInicio: string;
            /** Format: date-time */
            periodoFim: string;
        };
        AutomationRequest: {
            nomeCompleto: string;
            cpf?: string;
            rg?: string;
            /** Format: email */
            email?: string;
            /** @description Model of the court certificate ('1' for the first TJSP type). */
            modelo?: string;
            /** @description Property registration (IPTU Santos). */
            inscricaoImovel?: string;
        };
        /** @description Keyed by automation name; one job per key. */
        ExecuteAllRequest: {
            tjsp?: components["schemas"]["AutomationRequest"];
            tjspFalencia?: components["schemas"]["AutomationRequest"];
            tjspInventario?: components["schemas"]["AutomationRequest"];
            trt2?: components["schemas"]["AutomationRequest"];
            cndt?: components["schemas"]["AutomationRequest"];
            iptuSantos?: components["schemas"]["AutomationRequest"];
            pjeTrt2?: components["schemas"]["AutomationRequest"];
            trf3?: components["schemas"]["AutomationRequest"];
            trf3Regional?: components["schemas"]["AutomationRequest"];
            receitaFederal?: components["schemas"]["AutomationRequest"];
        };
        AutomationJobs: {
            /**
             * Format: uuid
             * @description The request that records these jobs.
             */
            solicitacaoId: string;
            jobs: {
                automation: components["schemas"]["AutomationName"];
                tipoCertidao: components["schemas"]["TipoCertidao"];
                /** Format: uuid */
                certidaoId: string;
                /** Format: uuid */
                jobId: string;
                state: components["schemas"]["JobState"];
            }[];
        };
        PdfStats: {
            total: number;
            /** @description Bytes. */
            tamanhoTotal: number;
            tamanhoTotalFormatado: string;
            porTipo: {
                tipoCertidao: components["schemas"]["TipoCertidao"];
                total: number;
                /** @description Bytes. */
                tamanho: number;
            }[];
            /**
             * Format: date-time
             * @description When the newest PDF was generated.
             */
            ultimoEm: string | null;
        };
        DashboardStats: {
            /**
             * @description One entry per vendor (most revenue first): the customers who registered through its link (all
             *     time), and their requests (solicitações, by creation) and the confirmed revenue of their payments (by
             *     payment date) within the dashboard's period, the last `variacoes.periodoDias` days.
             */
            porVendedor: {
                /** Format: uuid */
                vendedorId: string;
                nome: string;
                codigo: string;
                clientes: number;
                solicitacoes: number;
                /** @description Reais. */
                receita: number;
            }[];
            /** @description Counted per certificate. */
            solicitacoes: {
                sucesso: number;
                falhas: number;
                total: number;
                /** @description Mean minutes to conclude; 0 when none. */
                tempoMedio: number;
            };
            usuarios: {
                ativos: number;
                total: number;
            };
            assinaturas: {
                /** @description Reais confirmed in the current calendar month. */
                receitaMensal: number;
                ativas: number;
                total: number;
            };
            /**
             * @description Change indicators: the last `periodoDias` days against the same number of days before them, in
             *     percent rounded to an integer (`+25` = a quarter more). `null` when the earlier period had none and
             *     this one has some (no base to compare with); `0` when both had none.
             */
            variacoes: {
                /** @description Length of each period (30). */
                periodoDias: number;
                /** @description Certificates concluded in the period. */
                sucesso: number | null;
                /** @description Certificates failed in the period. */
                falhas: number | null;
                /** @description Certificates requested in the period. */
                total: number | null;
                /** @description Users created in the period. */
                usuarios: number | null;
                /** @description Reais confirmed in the period. */
                receita: number | null;
            };
            /** @description Certificates concluded and failed per São Paulo calendar day over the last 30 days, oldest first, one entry per day (today last). */
            porDia: {
                /** Format: date */
                data: string;
                concluidas: number;
                falhas: number;
            }[];
        };
        RecentRequest: {
            /**
             * Format: uuid
             * @description The request id.
             */
            id: string;
            /** @description `dadosGerais.nomeCompleto`. */
            cliente: string;
            /**
             * Format: email
             * @description E-mail of the user who created it.
             */
            email: string;
            /** @description pt-BR label, e.g. `Pacote completo (10 certidões)` or a certificate label. */
            tipo: string;
            status: components["schemas"]["CertidaoStatus"];
            /** Format: date-time */
            data: string;
        };
        RecentRequestList: {
            data: components["schemas"]["RecentRequest"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @description What a delivered certificate certifies. Never exposes the full CPF/CNPJ. */
        Verification: {
            codigo: string;
            tipoCertidao: components["schemas"]["TipoCertidao"];
            /** @description pt-BR name of the certificate. */
            label: string;
            /** @description Issuing body. */
            orgao: string;
            /** @description Masked CPF (`***.456.789-**`) or CNPJ (`12.345.***\/****-**`). */
            documento: string;
            nome: string;
            /**
             * @description negativa = nada consta; positiva = consta; indeterminado = the source's answer did not say.
             * @enum {string}
             */
            resultado: "negativa" | "positiva" | "positiva_com_efeitos_de_negativa" | "indeterminado";
            /** Format: date-time */
            emitidoEm: string;
            /** Format: date-time */
            validoAte: string | null;
            sha256: string;
            /** @description True for a test document with no legal value. */
            sandbox: boolean;
        };
        CertidaoHistoricoItem: {
            status: components["schemas"]["CertidaoStatus"];
            jobState: components["schemas"]["JobState"] | null;
            /** @description The job's step (pt-BR) at that time. */
            etapa: string | null;
            erro: string | null;
            /** Format: date-time */
            criadoEm: string;
        };
        CertidaoDetalhe: {
            /** Format: uuid */
            id: string;
            tipoCertidao: components["schemas"]["TipoCertidao"];
            status: components["schemas"]["CertidaoStatus"];
            erro: string | null;
            /** Format: uuid */
            jobId: string | null;
            jobState: components["schemas"]["JobState"] | null;
            etapa: string | null;
            /** @description The issuer's protocol of the latest PDF. */
            protocolo: string | null;
            /** @description The latest PDF's verification code. */
            codigoVerificacao: string | null;
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            concluidoEm: string | null;
            solicitacao: {
                /** Format: uuid */
                id: string;
                /** Format: date-time */
                criadoEm: string;
                tipoPessoa: components["schemas"]["TipoPessoa"];
                nomeCompleto: string;
                /** @description CPF or CNPJ of the subject, normalised. */
                documento: string;
                usuario: components["schemas"]["UserRef"];
            };
            dadosCertidao: components["schemas"]["Certidao"]["dadosCertidao"];
            historico: components["schemas"]["CertidaoHistoricoItem"][];
            pdfs: components["schemas"]["Pdf"][];
        };
        ObservacaoCertidaoInput: {
            /** @description Blank → 'Digite a observação.' (checked in code). */
            texto: string;
        };
        ObservacaoCertidao: {
            /** Format: uuid */
            id: string;
            texto: string;
            autor: {
                /**
                 * Format: uuid
                 * @description Null once the author's account is deleted.
                 */
                id: string | null;
                nome: string;
            };
            /** Format: date-time */
            criadoEm: string;
        };
        ObservacaoCertidaoList: {
            data: components["schemas"]["ObservacaoCertidao"][];
        };
        /** @enum {string} */
        TipoProblema: "tecnico" | "cobranca" | "certidao" | "conta" | "outro";
        ContatoSuporteRequest: {
            nome: string;
            /** @description Checked in code ('Digite um email válido'). */
            email: string;
            /** @description One of TipoProblema (checked in code: 'Selecione o tipo de problema.'). */
            tipoProblema: string;
            /** @description At least 10 characters (checked in code). */
            mensagem: string;
        };
        TicketSuporte: {
            /** Format: uuid */
            id: string;
            /** @description Short reference quoted to the customer: the first 8 characters of the id, upper case. */
            protocolo: string;
            nome: string;
            email: string;
            tipoProblema: components["schemas"]["TipoProblema"];
            mensagem: string;
            status: components["schemas"]["StatusChamado"];
            /** Format: date-time */
            criadoEm: string;
            /**
             * Format: date-time
             * @description Last status change (or the creation).
             */
            atualizadoEm: string;
        };
        /**
         * @description A support ticket's status: `aberto` (Aberto), `em_atendimento` (Em andamento), `resolvido` (Resolvido).
         * @enum {string}
         */
        StatusChamado: "aberto" | "em_atendimento" | "resolvido";
        AlterarStatusChamadoRequest: {
            status: components["schemas"]["StatusChamado"];
        };
        TicketSuporteList: {
            data: components["schemas"]["TicketSuporte"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @enum {string} */
        Genero: "masculino" | "feminino" | "outro" | "nao-informar";
        CreateVendedorRequest: {
            firstName: string;
            lastName: string;
            email: string;
            phone?: string | null;
            cpf?: string | null;
            genero: components["schemas"]["Genero"];
            password: string;
        };
        Vendedor: {
            /** Format: uuid */
            id: string;
            usuario: components["schemas"]["UserRef"];
            codigo: string;
            /**
             * Format: uri
             * @description `PUBLIC_URL/?ref=CODE`.
             */
            linkIndicacao: string;
            genero: components["schemas"]["Genero"];
            /** Format: date-time */
            criadoEm: string;
        };
        /** @description An OpenAPI 3.1 document (this one). */
        OpenApiDocument: {
            openapi: string;
            info: Record<string, never>;
            paths: Record<string, never>;
        } & {
            [key: string]: unknown;
        };
        Health: {
            /** @enum {string} */
            status: "ok" | "degraded";
            version: string;
            /** @description Seconds. */
            uptime: number;
            /** Format: date-time */
            timestamp: string;
            checks: {
                /** @enum {string} */
                database: "ok" | "error";
                /** @enum {string} */
                queue: "ok" | "error";
                /** @enum {string} */
                storage: "ok" | "error";
            };
            /** @description Which adapter each part uses (clients show a sandbox notice). */
            modes: {
                /** @enum {string} */
                database: "pglite" | "postgres";
                /** @enum {string} */
                storage: "local" | "s3";
                /** @enum {string} */
                email: "outbox" | "smtp";
                /** @enum {string} */
                payments: "sandbox" | "asaas";
                /** @enum {string} */
                issuers: "sandbox" | "infosimples";
            };
        };
        AuditoriaEntry: {
            id: number;
            /** @description The action's code (e.g. `plan.created`). */
            acao: string;
            /** @description The action in pt-BR (e.g. 'Plano criado'). */
            acaoLabel: string;
            /** @description Who acted; null for the system or a deleted user. */
            ator: {
                /** Format: uuid */
                id: string;
                nome: string;
                email: string;
            } | null;
            /** @description What was acted on: user, plan, payment… */
            alvoTipo: string | null;
            alvoId: string | null;
            ip: string | null;
            detalhes: {
                [key: string]: unknown;
            } | null;
            /** Format: date-time */
            criadoEm: string;
        };
        AuditoriaList: {
            data: components["schemas"]["AuditoriaEntry"][];
            meta: components["schemas"]["PageMeta"];
        };
        Notificacao: {
            /** Format: uuid */
            id: string;
            /**
             * @description The tab: Vencimentos, Erros, Pendências, Sucessos.
             * @enum {string}
             */
            tipo: "vencimento" | "erro" | "pendencia" | "sucesso";
            /**
             * @description What happened.
             * @enum {string}
             */
            evento: "certidao.falhou" | "certidao.travada" | "certidao.atrasada" | "certidao.prazo" | "solicitacao.finalizada" | "pagamento.confirmado" | "pagamento.recusado" | "pagamento.vencido" | "plano.vencendo" | "cliente.cadastrado" | "monitoramento.resultado_alterado" | "monitoramento.renovacao_falhou" | "monitoramento.vencida" | "monitoramento.sem_cota";
            titulo: string;
            mensagem: string;
            /** @description A path of the web app about the subject. */
            link: string | null;
            lida: boolean;
            /** Format: date-time */
            lidaEm: string | null;
            /** Format: date-time */
            criadoEm: string;
        };
        NotificacaoList: {
            data: components["schemas"]["Notificacao"][];
            meta: components["schemas"]["PageMeta"];
            naoLidas: number;
        };
        NotificacoesNaoLidas: {
            naoLidas: number;
        };
        NotificacoesMarcadas: {
            atualizadas: number;
        };
        /**
         * @description `gestor` ('Gestor': plan, payments, members, settings, kits, cost centres, reports, every request of the company) or `membro` ('Membro': creates requests; sees their own, or every request of the company when `membrosVeemTodas`).
         * @enum {string}
         */
        PapelEmpresa: "gestor" | "membro";
        /** @description The company's billing address; checked in code as `salvarDadosCobranca` ('Informe o endereço.', 'Informe a cidade.', 'CEP inválido', 'Digite um email válido'). */
        DadosCobrancaEmpresaInput: {
            endereco: string;
            cidade: string;
            cep: string;
            emailCobranca: string;
        };
        DadosCobrancaEmpresa: {
            endereco: string;
            cidade: string;
            /** @description Digits. */
            cep: string;
            emailCobranca: string;
        };
        CriarEmpresaRequest: {
            razaoSocial: string;
            nomeFantasia?: string | null;
            /** @description With or without punctuation (or the 2026 alphanumeric form); check digits verified in code. */
            cnpj: string;
            dadosCobranca?: components["schemas"]["DadosCobrancaEmpresaInput"] | null;
        };
        AtualizarEmpresaRequest: {
            razaoSocial?: string;
            nomeFantasia?: string | null;
            cnpj?: string;
            dadosCobranca?: components["schemas"]["DadosCobrancaEmpresaInput"] | null;
            /** @description Every member sees every request of the company (not only their own). */
            membrosVeemTodas?: boolean;
            /** @description Every new request must carry a cost centre. */
            centroCustoObrigatorio?: boolean;
        };
        AssentosEmpresa: {
            /** @description The plan's seats plus the extra seats bought (1 without an active plan). */
            limite: number;
            /** @description Members plus pending, unexpired invitations. */
            emUso: number;
            /** @description Extra seats bought (`comprarAssentoExtra`), included in `limite`. */
            extras: number;
        };
        Empresa: {
            /** Format: uuid */
            id: string;
            razaoSocial: string;
            nomeFantasia: string | null;
            /** @description Digits (or the 2026 alphanumeric form). */
            cnpj: string;
            dadosCobranca: components["schemas"]["DadosCobrancaEmpresa"] | null;
            membrosVeemTodas: boolean;
            centroCustoObrigatorio: boolean;
            /** @description The holder whose subscription is the company's plan. */
            titular: components["schemas"]["UserRef"];
            meuPapel: components["schemas"]["PapelEmpresa"];
            /** @description The company's active (or pending) plan; null when none. */
            plano: components["schemas"]["PlanoRef"] | null;
            assentos: components["schemas"]["AssentosEmpresa"];
            /** Format: date-time */
            criadoEm: string;
        };
        MembroEmpresa: {
            usuario: components["schemas"]["UserRef"];
            papel: components["schemas"]["PapelEmpresa"];
            /** @description The holder of the company's plan (always a gestor; cannot be removed). */
            titular: boolean;
            /** Format: date-time */
            desde: string;
            /** @description Requests this member created for the company. */
            solicitacoes: number;
            /** Format: date-time */
            ultimoAcesso: string | null;
        };
        MembroEmpresaList: {
            data: components["schemas"]["MembroEmpresa"][];
        };
        AlterarPapelRequest: {
            papel: components["schemas"]["PapelEmpresa"];
        };
        /**
         * @description `removido`: accepted by someone who is no longer in the company (removed, or the account was deleted); only the company's lists say it, the invitation's own link still reads `aceito`.
         * @enum {string}
         */
        ConviteStatus: "pendente" | "aceito" | "revogado" | "expirado" | "removido";
        ConviteEmpresa: {
            /** Format: uuid */
            id: string;
            /** Format: email */
            email: string;
            papel: components["schemas"]["PapelEmpresa"];
            status: components["schemas"]["ConviteStatus"];
            convidadoPor: components["schemas"]["UserRef"] | null;
            /** Format: date-time */
            criadoEm: string;
            /**
             * Format: date-time
             * @description 7 days after it was sent (or last resent).
             */
            expiraEm: string;
            /** Format: date-time */
            aceitoEm: string | null;
            /** Format: date-time */
            revogadoEm: string | null;
        };
        ConviteEmpresaList: {
            data: components["schemas"]["ConviteEmpresa"][];
        };
        CriarConviteRequest: {
            /** Format: email */
            email: string;
            /** @default membro */
            papel?: components["schemas"]["PapelEmpresa"];
        };
        ConvitePublico: {
            empresa: {
                razaoSocial: string;
            };
            /**
             * Format: email
             * @description The invited address.
             */
            email: string;
            papel: components["schemas"]["PapelEmpresa"];
            /** @description The full name of who invited. */
            convidadoPor: string | null;
            status: components["schemas"]["ConviteStatus"];
            /** Format: date-time */
            expiraEm: string;
            /** @description An account exists for the invited address (sign in to accept). */
            contaExistente: boolean;
        };
        AceitarConviteRequest: {
            /** @description Only when not signed in and no account exists for the invited address; the e-mail is the invitation's. */
            novaConta?: {
                firstName: string;
                lastName: string;
                phone?: string | null;
                /** @description At least 6 characters (checked in code). */
                password: string;
            };
        };
        ConviteAceito: {
            empresa: components["schemas"]["Empresa"];
            papel: components["schemas"]["PapelEmpresa"];
            user: components["schemas"]["User"];
            /** @description The new session's token when `novaConta` created the account; null when an existing session accepted. */
            accessToken: string | null;
        };
        PlanoUpgrade: {
            /** Format: uuid */
            id: string;
            nome: string;
            assentos: number;
            valor: number;
        };
        /** @description The `Error` answer to an invitation beyond the plan's seats, with the seats and the plans that have more. */
        ErroAssentos: components["schemas"]["Error"] & {
            /** @description pt-BR; says the seats are all taken and that a seat can be bought or the plan upgraded. */
            message?: string;
            assentos: components["schemas"]["AssentosEmpresa"];
            /** @description Public plans with more seats than the current one, cheapest first (empty when none). */
            upgrade: components["schemas"]["PlanoUpgrade"][];
        };
        KitRef: {
            /** Format: uuid */
            id: string;
            nome: string;
        };
        Kit: {
            /**
             * Format: uuid
             * @description Fixed for the product's kits.
             */
            id: string;
            /** @description Short code for the CSV `kit` column and `--kit` (e.g. `imovel-pessoa-fisica`). */
            codigo: string;
            nome: string;
            descricao: string;
            /** @description In the catalogue's order. */
            tiposCertidao: components["schemas"]["TipoCertidao"][];
            /** @description A product kit (read-only), not the company's own. */
            padrao: boolean;
            /**
             * @description True: each type stands for its kind of certificate and the set resolves by where the party and the
             *     property are (a São Paulo kit gives Minas Gerais' courts for a party in Belo Horizonte; the product's
             *     kits). False: the types are pinned as listed.
             */
            porLocal: boolean;
        };
        KitList: {
            data: components["schemas"]["Kit"][];
        };
        KitInput: {
            nome: string;
            codigo?: string;
            /** @default  */
            descricao?: string;
            tiposCertidao: components["schemas"]["TipoCertidao"][];
            /**
             * @description Resolve the types by the party's and the property's place (see Kit).
             * @default false
             */
            porLocal?: boolean;
        };
        KitPatch: {
            nome?: string;
            codigo?: string;
            descricao?: string;
            tiposCertidao?: components["schemas"]["TipoCertidao"][];
            /** @description Resolve the types by the party's and the property's place (see Kit). */
            porLocal?: boolean;
        };
        CentroCustoRef: {
            /** Format: uuid */
            id: string;
            codigo: string;
            nome: string;
        };
        CentroCusto: {
            /** Format: uuid */
            id: string;
            codigo: string;
            nome: string;
            /** @description Inactive ones keep their requests but cannot be chosen for new ones. */
            ativo: boolean;
            /** @description Requests carrying it. */
            solicitacoes: number;
            /** Format: date-time */
            criadoEm: string;
        };
        CentroCustoList: {
            data: components["schemas"]["CentroCusto"][];
        };
        CentroCustoInput: {
            codigo: string;
            nome: string;
        };
        CentroCustoPatch: {
            codigo?: string;
            nome?: string;
            ativo?: boolean;
        };
        TotaisUso: {
            solicitacoes: number;
            /** @description Certificates ordered (every certificate of the requests, whatever its status). */
            certidoes: number;
            /** @description Sum of the requests' `custo` (charges less returns), in reais. */
            gasto: number;
        };
        RelatorioUsoEmpresa: {
            periodo: {
                /** Format: date */
                dataInicial: string;
                /** Format: date */
                dataFinal: string;
            };
            totais: components["schemas"]["TotaisUso"];
            /** @description One row per member with requests in the period (removed members included), most certificates first. */
            porMembro: (components["schemas"]["TotaisUso"] & {
                usuario: components["schemas"]["UserRef"];
            })[];
            /** @description One row per cost centre with requests in the period; `centroCusto` null = requests without one. */
            porCentroCusto: (components["schemas"]["TotaisUso"] & {
                centroCusto: components["schemas"]["CentroCustoRef"] | null;
            })[];
            /** @description Every day of the period in order (zeros included), for the chart. */
            porDia: (components["schemas"]["TotaisUso"] & {
                /** Format: date */
                dia: string;
            })[];
        };
        EmpresaResumo: {
            /** Format: uuid */
            id: string;
            razaoSocial: string;
            cnpj: string;
            titular: components["schemas"]["UserRef"];
            plano: components["schemas"]["PlanoRef"] | null;
            membros: number;
            assentos: components["schemas"]["AssentosEmpresa"];
            /** @description The company's requests this calendar month. */
            solicitacoesMes: number;
            /** Format: date-time */
            criadoEm: string;
        };
        EmpresaResumoList: {
            data: components["schemas"]["EmpresaResumo"][];
            meta: components["schemas"]["PageMeta"];
        };
        EmpresaDetalheStaff: {
            empresa: components["schemas"]["EmpresaResumo"] & {
                nomeFantasia: string | null;
                dadosCobranca: components["schemas"]["DadosCobrancaEmpresa"] | null;
                membrosVeemTodas: boolean;
                centroCustoObrigatorio: boolean;
            };
            membros: components["schemas"]["MembroEmpresa"][];
            convitesPendentes: components["schemas"]["ConviteEmpresa"][];
            uso: components["schemas"]["SolicitacaoQuota"];
            /** @description This calendar month's usage (America/Sao_Paulo), per day, per member and per cost centre. */
            usoMes: components["schemas"]["RelatorioUsoEmpresa"];
        };
        /**
         * @description `vencimento`: renew `diasAntecedencia` days before each certificate expires; `semanal`/`mensal`: issue again every week/month.
         * @enum {string}
         */
        PoliticaMonitoramento: "vencimento" | "semanal" | "mensal";
        /** @enum {string} */
        MonitoramentoStatus: "ativo" | "pausado";
        NovoMonitoramento: {
            /** @enum {string} */
            tipoPessoa: "fisica" | "juridica";
            nomeCompleto: string;
            /** @description CPF (pessoa física) or CNPJ (pessoa jurídica), with or without punctuation. */
            documento: string;
            rg?: string | null;
            /** @description dd/mm/aaaa (pessoa física; required when the settings ask it for requests). */
            dataNascimento?: string | null;
            /** @description For the property-tax types. */
            inscricaoImovel?: string | null;
            /** @description Mother's name, for the types that ask it (criminal searches, TRF-1, TRF-6). */
            nomeMae?: string | null;
            /** @description The property's registration number (registry types). */
            matricula?: string | null;
            /** @description The property's registry office (registry types). */
            registroImobiliario?: string | null;
            tiposCertidao: components["schemas"]["TipoCertidao"][];
            politica?: components["schemas"]["PoliticaMonitoramento"];
            /** @default 5 */
            diasAntecedencia?: number;
            /** @description The day of the deed (escritura) the certificates are for, YYYY-MM-DD; null or absent = none (on an import in `atualizar`, absent keeps the party's and null clears it). An impossible day → 'A data da escritura não é um dia válido.' */
            dataEscritura?: string | null;
        };
        AtualizarMonitoramento: {
            status?: components["schemas"]["MonitoramentoStatus"];
            politica?: components["schemas"]["PoliticaMonitoramento"];
            diasAntecedencia?: number;
            tiposCertidao?: components["schemas"]["TipoCertidao"][];
            /**
             * Format: date
             * @description The day of the deed (escritura) the party's certificates are for, YYYY-MM-DD; null clears it. An impossible day → `400` 'A data da escritura não é um dia válido.'
             */
            dataEscritura?: string | null;
        };
        MonitorarSolicitacaoRequest: {
            politica?: components["schemas"]["PoliticaMonitoramento"];
            diasAntecedencia?: number;
        };
        ImportarMonitoramentosRequest: {
            partes: components["schemas"]["NovoMonitoramento"][];
            /**
             * @description `criar`: only new parties (one already monitored is refused); `atualizar`: parties already in the portfolio (same CPF/CNPJ) are updated, the others created.
             * @default criar
             * @enum {string}
             */
            modo?: "criar" | "atualizar";
        };
        ImportacaoMonitoramentos: {
            criados: number;
            /** @description Parties already monitored that the file changed (`atualizar` only). */
            atualizados: number;
            /** @description Parties already monitored exactly as the file says (`atualizar` only). */
            inalterados: number;
            /** @description What each row did, in the order sent. */
            linhas: {
                /** @description The position of the row in `partes`, from 0. */
                indice: number;
                /**
                 * Format: uuid
                 * @description The monitored party.
                 */
                id: string;
                /** @enum {string} */
                resultado: "criado" | "atualizado" | "inalterado";
            }[];
        };
        ErroImportacao: components["schemas"]["Error"] & {
            /** @description The refused rows (`codigo` `operacao_recusada`); absent from the other 422 answers (a reused `Idempotency-Key`). */
            erros?: {
                /** @description The position of the row in `partes`, from 0. */
                indice: number;
                mensagem: string;
            }[];
        };
        /** @description The latest certificate of one type kept for the party (`null`s before its first issuance). */
        MonitoramentoCertidao: {
            tipoCertidao: components["schemas"]["TipoCertidao"];
            resultado: components["schemas"]["ResultadoCertidao"] | null;
            /** Format: date-time */
            emitidoEm: string | null;
            /** Format: date-time */
            validoAte: string | null;
            /** Format: uuid */
            certidaoId: string | null;
            /** Format: uuid */
            solicitacaoId: string | null;
        };
        Monitoramento: {
            /** Format: uuid */
            id: string;
            /**
             * Format: date
             * @description The day of the deed the certificates are for (set with `atualizarMonitoramento`); null when none.
             */
            dataEscritura: string | null;
            /** @description The monitored types whose latest certificate will not be valid on `dataEscritura` (it expires before that São Paulo day, or was never issued); empty without a deed date. */
            naoValidasNaEscritura: components["schemas"]["TipoCertidao"][];
            /** @description The portfolio's owner (staff see every customer's). */
            cliente: {
                /** Format: uuid */
                id: string;
                nome: string;
                email: string;
            };
            /** @enum {string} */
            tipoPessoa: "fisica" | "juridica";
            nomeCompleto: string;
            /** @description CPF or CNPJ, formatted. */
            documento: string;
            tiposCertidao: components["schemas"]["TipoCertidao"][];
            politica: components["schemas"]["PoliticaMonitoramento"];
            diasAntecedencia: number;
            status: components["schemas"]["MonitoramentoStatus"];
            /**
             * Format: date-time
             * @description When the next renewal is due (null while one is running or while paused).
             */
            proximaRenovacaoEm: string | null;
            /**
             * Format: uuid
             * @description The renewal request running now.
             */
            renovacaoSolicitacaoId: string | null;
            /**
             * Format: date-time
             * @description When a result last changed.
             */
            ultimaAlteracaoEm: string | null;
            /** @description The last change of result, by the server's clock, with every type that changed then. */
            ultimaAlteracao: {
                /** Format: date-time */
                em: string;
                mudancas: {
                    tipoCertidao: components["schemas"]["TipoCertidao"];
                    resultadoAnterior: components["schemas"]["ResultadoCertidao"] | null;
                    resultado: components["schemas"]["ResultadoCertidao"] | null;
                }[];
            } | null;
            /** @description A due renewal waiting for quota (tried again at every pass and as soon as quota arrives). */
            bloqueio: {
                /** Format: date-time */
                desde: string;
                /** @description pt-BR: the plan's reason. */
                motivo: string;
            } | null;
            certidoes: components["schemas"]["MonitoramentoCertidao"][];
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            atualizadoEm: string;
        };
        MonitoramentoList: {
            data: components["schemas"]["Monitoramento"][];
            meta: components["schemas"]["PageMeta"];
        };
        /** @enum {string} */
        MonitoramentoEventoTipo: "inclusao" | "renovacao_criada" | "certidao_emitida" | "resultado_alterado" | "renovacao_falhou" | "certidao_vencida" | "sem_cota" | "pausado" | "retomado" | "transferencia";
        MonitoramentoEvento: {
            /** Format: uuid */
            id: string;
            tipo: components["schemas"]["MonitoramentoEventoTipo"];
            /** @description pt-BR text for the timeline. */
            mensagem: string;
            tipoCertidao: components["schemas"]["TipoCertidao"] | null;
            resultado: components["schemas"]["ResultadoCertidao"] | null;
            resultadoAnterior: components["schemas"]["ResultadoCertidao"] | null;
            /** Format: uuid */
            solicitacaoId: string | null;
            /** Format: date-time */
            criadoEm: string;
        };
        MonitoramentoDetalhe: components["schemas"]["Monitoramento"] & {
            /** @description The timeline, newest first (the latest 200 entries). */
            eventos: components["schemas"]["MonitoramentoEvento"][];
        };
        /** @description Every count is of parties, the same ones its filter of `listarMonitoramentos` lists. */
        ResumoMonitoramento: {
            partes: number;
            /** @description `status=ativo`. */
            ativas: number;
            /** @description `status=pausado`. */
            pausadas: number;
            /** @description Parties with a certificate whose validity ends within 7 days (`vencendoEmDias=7`). */
            vencendoEm7Dias: number;
            /** @description Parties with a certificate already past its validity (`vencidas=true`). */
            vencidas: number;
            /** @description Parties with a result changed in the last 30 days (`alterados=true`). */
            resultadosAlterados: number;
            /** @description Parties with a certificate whose latest result is positive (`comPositivas=true`). */
            comPositivas: number;
            /** @description Active parties whose due renewal waits for quota (`bloqueadas=true`). */
            bloqueadas: number;
        };
        CoberturaCotaMonitoramento: {
            novas: number;
            /** @description New parties whose first issuance the quota covers now. */
            cobertas: number;
            /** @description New parties that would wait for quota. */
            semCota: number;
            ilimitado: boolean;
            /** @description Requests left this month (null when unlimited). */
            disponiveis: number | null;
            /** @description Parties already waiting for quota (served first). */
            bloqueadas: number;
            /** @description pt-BR warning when some would wait. */
            mensagem: string | null;
        };
        /** @enum {string} */
        ModoAlerta: "imediato" | "resumo_diario" | "desligado";
        PreferenciasAlertas: {
            vencimento: components["schemas"]["ModoAlerta"];
            resultado: components["schemas"]["ModoAlerta"];
            falha: components["schemas"]["ModoAlerta"];
            cota: components["schemas"]["ModoAlerta"];
        };
        AtualizarPreferenciasAlertas: {
            vencimento?: components["schemas"]["ModoAlerta"];
            resultado?: components["schemas"]["ModoAlerta"];
            falha?: components["schemas"]["ModoAlerta"];
            cota?: components["schemas"]["ModoAlerta"];
        };
        RelogioSandbox: {
            /** Format: date-time */
            agora: string;
            deslocamentoSegundos: number;
        };
        AvancarRelogioRequest: {
            avancarSegundos?: number;
            /** @description Back to real time. */
            redefinir?: boolean;
        };
        /**
         * @description normal; lenta: p95 past the typical time; instavel: a fifth or more of the last hour's runs failed; fora_do_ar: its circuit breaker is not closed.
         * @enum {string}
         */
        EstadoFonte: "normal" | "lenta" | "instavel" | "fora_do_ar";
        StatusFonte: {
            /**
             * @description The source's key (from the body's abbreviation).
             * @example tjsp
             */
            fonte: string;
            /** @example Tribunal de Justiça do Estado de São Paulo (TJSP) */
            nome: string;
            /** @description The catalogue's certificate types it issues. */
            tipos: string[];
            estado: components["schemas"]["EstadoFonte"];
            /** @description The extra wait a new certificate may expect; null when normal. */
            atrasoMinutos: number | null;
        };
        StatusPublico: {
            /** Format: date-time */
            atualizadoEm: string;
            fontes: components["schemas"]["StatusFonte"][];
        };
        SaudeFonte: components["schemas"]["StatusFonte"] & {
            /** @enum {string} */
            disjuntor: "fechado" | "aberto" | "meio_aberto";
            /** @description Runs in the last hour. */
            tentativas: number;
            falhas: number;
            taxaSucesso: number | null;
            p50Segundos: number | null;
            p95Segundos: number | null;
            ultimaFalha: null | {
                /** Format: date-time */
                em: string;
                mensagem: string | null;
            };
            /**
             * Format: date-time
             * @description When an open breaker lets its probe run.
             */
            reabreEm: string | null;
        };
        SaudeFontes: {
            /** Format: date-time */
            atualizadoEm: string;
            janelaMinutos: number;
            fontes: components["schemas"]["SaudeFonte"][];
        };
        HistoricoFonte: {
            fonte: string;
            horas: {
                /** Format: date-time */
                hora: string;
                sucessos: number;
                falhas: number;
            }[];
        };
        FonteSandbox: {
            fonte: string;
            foraDoAr: boolean;
        };
        /**
         * @description What a key may do: `solicitacoes:ler` (list and read requests, their events and quota, download PDFs and
         *     ZIPs), `solicitacoes:escrever` (create requests, retry and cancel), `webhooks:gerenciar` (endpoints, their
         *     deliveries and resends, test events), `eventos:ler` (list and read the recorded events, follow them live),
         *     `monitoramento:ler` (the monitored portfolio and its timelines), `monitoramento:escrever`
         *     (add, import, pause, resume and remove monitored parties). No scope reaches payments, plans, users, keys or staff operations.
         * @enum {string}
         */
        EscopoChaveApi: "solicitacoes:ler" | "solicitacoes:escrever" | "webhooks:gerenciar" | "eventos:ler" | "monitoramento:ler" | "monitoramento:escrever";
        ChaveApi: {
            /** Format: uuid */
            id: string;
            /** @description The owner's name for it (which system uses it). */
            nome: string;
            /** @description The first characters of the key (`ca_live_AbCd1234`), to recognise it. */
            prefixo: string;
            /**
             * @description `test` on a server with the sandbox issuers (`ca_test_…`), else `live`.
             * @enum {string}
             */
            ambiente: "live" | "test";
            escopos: components["schemas"]["EscopoChaveApi"][];
            /** @enum {string} */
            status: "ativa" | "expirada" | "revogada";
            /** Format: date-time */
            criadoEm: string;
            /**
             * Format: date-time
             * @description After this instant the key answers `401`; null = no expiry.
             */
            expiraEm: string | null;
            /**
             * Format: date-time
             * @description Last call (updated at most once a minute).
             */
            ultimoUsoEm: string | null;
            /** @description The IP of the last call. */
            ultimoIp: string | null;
            /** Format: date-time */
            revogadaEm: string | null;
        };
        ChaveApiList: {
            data: components["schemas"]["ChaveApi"][];
        };
        CriarChaveApiRequest: {
            nome: string;
            escopos: components["schemas"]["EscopoChaveApi"][];
            /**
             * Format: date-time
             * @description Optional expiry; must be in the future and within 2 years.
             */
            expiraEm?: string | null;
        };
        ChaveApiCriada: {
            chave: components["schemas"]["ChaveApi"];
            /** @description The full key (`ca_live_…`), shown only now. Send it as `Authorization: Bearer <chave>` or `X-API-Key`. */
            segredo: string;
        };
        /**
         * @description An event a webhook endpoint may subscribe to (`webhook.teste` is sent only by 'Enviar teste').
         * @enum {string}
         */
        EventoWebhookTipo: "solicitacao.criada" | "certidao.concluida" | "certidao.falhou" | "certidao.resultado_alterado" | "solicitacao.finalizada" | "pagamento.confirmado" | "pagamento.reembolsado" | "plano.expirando";
        WebhookEndpoint: {
            /** Format: uuid */
            id: string;
            /** Format: uri */
            url: string;
            descricao: string | null;
            eventos: components["schemas"]["EventoWebhookTipo"][];
            /** @description Off endpoints receive nothing (except a test). */
            ativo: boolean;
            /** @description Turned off by the server after failing for about three days (the owner was told by e-mail); turn it on with `ativo: true`. */
            desativadoPorFalhas: boolean;
            /** @description The first characters of the current secret (`whsec_AbCd`). */
            segredoPrefixo: string;
            /**
             * Format: date-time
             * @description Until when the previous secret still signs (after a rotation).
             */
            segredoAnteriorAte: string | null;
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            atualizadoEm: string;
            /** @description The newest delivery's state, or null before any. */
            ultimaEntrega: {
                status: components["schemas"]["WebhookEntregaStatus"];
                /** Format: date-time */
                em: string;
                statusHttp: number | null;
            } | null;
        };
        WebhookEndpointList: {
            data: components["schemas"]["WebhookEndpoint"][];
            /** @description How many endpoints an account may have (10). */
            limite: number;
        };
        WebhookEndpointCriado: {
            endpoint: components["schemas"]["WebhookEndpoint"];
            /** @description The signing secret (`whsec_` + base64), shown only now. Pass it to the `standardwebhooks` library to verify deliveries. */
            segredo: string;
        };
        CriarWebhookRequest: {
            url: string;
            descricao?: string | null;
            eventos: components["schemas"]["EventoWebhookTipo"][];
        };
        AtualizarWebhookRequest: {
            url?: string;
            descricao?: string | null;
            eventos?: components["schemas"]["EventoWebhookTipo"][];
            ativo?: boolean;
        };
        /**
         * @description `pendente`: queued or waiting for its next attempt; `sucesso`: the endpoint answered 2xx; `falhou`: every attempt failed (about three days), or the endpoint was deleted or turned off meanwhile.
         * @enum {string}
         */
        WebhookEntregaStatus: "pendente" | "sucesso" | "falhou";
        WebhookEntrega: {
            /** Format: uuid */
            id: string;
            /** @description The event (`webhook-id`), the same in every attempt and replay. */
            eventoId: string;
            /** @description The event type. */
            tipo: string;
            status: components["schemas"]["WebhookEntregaStatus"];
            tentativas: number;
            /** Format: date-time */
            proximaTentativaEm: string | null;
            /** @description The last attempt's HTTP status (null when no answer came). */
            statusHttp: number | null;
            duracaoMs: number | null;
            /** @description The first 1000 characters of the last answer's body. */
            resposta: string | null;
            /** @description pt-BR reason of the last failure. */
            erro: string | null;
            /** Format: date-time */
            criadoEm: string;
            /** Format: date-time */
            ultimaTentativaEm: string | null;
        };
        WebhookEntregaList: {
            data: components["schemas"]["WebhookEntrega"][];
            meta: components["schemas"]["PageMeta"];
        };
        /**
         * @description A recorded event's type (the catalogue, and `webhook.teste` from 'Enviar teste').
         * @enum {string}
         */
        EventoRegistradoTipo: "solicitacao.criada" | "certidao.concluida" | "certidao.falhou" | "certidao.resultado_alterado" | "solicitacao.finalizada" | "pagamento.confirmado" | "pagamento.reembolsado" | "plano.expirando" | "webhook.teste";
        EventoRegistrado: {
            /** @description The `webhook-id` of its deliveries. */
            id: string;
            tipo: components["schemas"]["EventoRegistradoTipo"];
            /** Format: date-time */
            criadoEm: string;
            /** @description A test event (`dispararEventoTeste`); its data are samples. */
            teste: boolean;
            /** @description The ids it is about (the `objeto` filter). */
            objetos: string[];
            /** @description The `dados` of the body its deliveries send. */
            dados: {
                [key: string]: unknown;
            };
        };
        EventoRegistradoList: {
            data: components["schemas"]["EventoRegistrado"][];
            /** @description The next page's `cursor`; null on the last page. */
            proximoCursor: string | null;
        };
        DispararEventoRequest: {
            tipo: components["schemas"]["EventoWebhookTipo"];
        };
        ReenviarEventosRequest: {
            /**
             * Format: date-time
             * @description The first instant resent (events older than 30 days are no longer kept).
             */
            desde: string;
            /**
             * @description Also resend the events this endpoint already accepted.
             * @default false
             */
            incluirEntregues?: boolean;
        };
        ReenvioEventos: {
            /** Format: date-time */
            desde: string;
            /** @description Deliveries queued. */
            eventos: number;
        };
        WebhookTentativa: {
            numero: number;
            /** Format: date-time */
            em: string;
            /** @description Null when no answer came (network error, timeout). */
            statusHttp: number | null;
            duracaoMs: number;
            /** @description The first 1000 characters of the answer's body. */
            resposta: string | null;
            /** @description pt-BR reason of the failure; null for a 2xx. */
            erro: string | null;
        };
        WebhookEntregaDetalhe: components["schemas"]["WebhookEntrega"] & {
            /** @description The body sent (JSON text, the exact bytes signed). */
            payload: string;
            /** @description Every attempt, oldest first. */
            historico: components["schemas"]["WebhookTentativa"][];
        };
        /**
         * @description Every event: `id` (the same as the `webhook-id` header; deduplicate by it, since delivery is at least once),
         *     `tipo`, `criadoEm` and `dados`. Delivered as a JSON POST with the headers `webhook-id`,
         *     `webhook-timestamp` (seconds since the epoch) and `webhook-signature` (`v1,<base64 HMAC-SHA256 of
         *     "id.timestamp.body">`, space-separated when two secrets sign during a rotation). Answer 2xx within 10 s;
         *     anything else is retried for about three days (5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 20 h).
         */
        EventoWebhookBase: {
            id: string;
            tipo: string;
            /** Format: date-time */
            criadoEm: string;
            dados: Record<string, never>;
        };
        WebhookCertidaoResumo: {
            /** Format: uuid */
            id: string;
            tipoCertidao: components["schemas"]["TipoCertidao"];
            status: components["schemas"]["CertidaoStatus"];
        };
        EventoSolicitacaoCriada: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "solicitacao.criada";
            dados: {
                /** Format: uuid */
                solicitacaoId: string;
                nomeCompleto: string;
                /** @enum {string} */
                tipoPessoa: "fisica" | "juridica";
                /** Format: date-time */
                criadoEm: string;
                certidoes: components["schemas"]["WebhookCertidaoResumo"][];
            };
        };
        EventoCertidaoConcluida: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "certidao.concluida";
            dados: {
                /** Format: uuid */
                solicitacaoId: string;
                certidao: components["schemas"]["WebhookCertidaoResumo"];
                pdf: {
                    /**
                     * @description What it found (negativa = nada consta).
                     * @enum {string}
                     */
                    resultado: "negativa" | "positiva" | "positiva_com_efeitos_de_negativa" | "indeterminado";
                    /** Format: date-time */
                    emitidoEm: string;
                    /** Format: date-time */
                    validoAte: string | null;
                    /** @description The issuing body's own control code. */
                    codigoControle: string;
                    /** Format: uuid */
                    id: string;
                    nomeArquivo: string;
                    tamanho: number;
                    sha256: string;
                    codigoVerificacao: string;
                    /**
                     * Format: uri
                     * @description Absolute URL; download it with the same key (`solicitacoes:ler`).
                     */
                    urlDownload: string;
                    /**
                     * Format: uri
                     * @description The public verification page of the certificate.
                     */
                    urlVerificacao: string;
                };
            };
        };
        EventoCertidaoFalhou: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "certidao.falhou";
            dados: {
                /** Format: uuid */
                solicitacaoId: string;
                certidao: components["schemas"]["WebhookCertidaoResumo"];
                /** @description pt-BR reason. */
                erro: string;
                /** @description True when `tentarNovamenteCertidao` may fix it. */
                podeTentarNovamente: boolean;
            };
        };
        EventoSolicitacaoFinalizada: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "solicitacao.finalizada";
            /** @description No certificate of the request is pending or processing any more (sent again if a retry finishes it again). */
            dados: {
                /** Format: uuid */
                solicitacaoId: string;
                total: number;
                concluidas: number;
                falhas: number;
                canceladas: number;
            };
        };
        EventoCertidaoResultadoAlterado: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "certidao.resultado_alterado";
            /** @description The result of a monitored party's certificate changed between two issuances (e.g. from 'Nada consta' to 'Consta'). */
            dados: {
                /** Format: uuid */
                monitoramentoId: string;
                nomeCompleto: string;
                documento: string;
                tipoCertidao: components["schemas"]["TipoCertidao"];
                resultadoAnterior: components["schemas"]["ResultadoCertidao"];
                resultado: components["schemas"]["ResultadoCertidao"];
                /** Format: uuid */
                solicitacaoId: string;
                /** Format: uuid */
                certidaoId: string;
                /** Format: date-time */
                validoAte: string | null;
            };
        };
        EventoPagamento: {
            /** Format: uuid */
            pagamentoId: string;
            /** @description Reais. */
            valor: number;
            /** @description As in `Pagamento.metodoPagamento` (PIX, BOLETO, CARTAO_CREDITO…). */
            formaPagamento: string;
            /** @enum {string} */
            status: "CONFIRMADO" | "REEMBOLSADO";
            /** @description The plan's name. */
            plano: string | null;
            /**
             * Format: date-time
             * @description When it was confirmed or refunded.
             */
            em: string;
        };
        EventoPagamentoConfirmado: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "pagamento.confirmado";
            dados: components["schemas"]["EventoPagamento"];
        };
        EventoPagamentoReembolsado: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "pagamento.reembolsado";
            dados: components["schemas"]["EventoPagamento"];
        };
        EventoPlanoExpirando: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "plano.expirando";
            /** @description The plan's period ends within 7 days (sent once per period). */
            dados: {
                plano: string;
                /** Format: date-time */
                expiraEm: string;
                renovacaoAutomatica: boolean;
            };
        };
        EventoWebhookTeste: components["schemas"]["EventoWebhookBase"] & {
            /** @constant */
            tipo: "webhook.teste";
            dados: {
                mensagem: string;
            };
        };
    };
    responses: {
        /** @description Malformed JSON, body or parameters, or a rule checked in code (message says which). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 400,
                 *       "codigo": "requisicao_invalida",
                 *       "message": "Digite um email válido",
                 *       "error": "Bad Request",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Not signed in, or the token is invalid, expired or revoked (or, on login, wrong credentials). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 401,
                 *       "codigo": "sessao_expirada",
                 *       "message": "Sessão expirada. Faça login novamente.",
                 *       "error": "Unauthorized",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Signed in, but the role may not call this operation (or, on login, the account is inactive or suspended). */
        Forbidden: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 403,
                 *       "codigo": "sem_permissao",
                 *       "message": "Você não tem permissão para realizar esta ação.",
                 *       "error": "Forbidden",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No such record, or a record of another user seen by a plain user. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 404,
                 *       "codigo": "nao_encontrado",
                 *       "message": "Solicitação não encontrada.",
                 *       "error": "Not Found",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description The record's current state does not allow the operation, or a unique value is taken; or a request with
         *     the same `Idempotency-Key` is still running, and then `Retry-After` says how many seconds to wait before
         *     repeating it (same key, same body).
         */
        Conflict: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 409,
                 *       "codigo": "email_em_uso",
                 *       "message": "Este email já está em uso",
                 *       "error": "Conflict",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Well-formed but refused by a business rule (no active plan, monthly limit reached, card declined…). */
        UnprocessableEntity: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 422,
                 *       "codigo": "limite_do_plano",
                 *       "message": "Você atingiu o limite de solicitações do seu plano neste mês.",
                 *       "error": "Unprocessable Entity",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Too many attempts; try again after `Retry-After` seconds. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 429,
                 *       "codigo": "limite_de_requisicoes",
                 *       "message": "Muitas tentativas. Aguarde alguns minutos e tente novamente.",
                 *       "error": "Too Many Requests",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The payment gateway did not answer or failed; nothing was changed. */
        ServiceUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "statusCode": 503,
                 *       "codigo": "servico_indisponivel",
                 *       "message": "Serviço de pagamentos indisponível no momento. Tente novamente em instantes.",
                 *       "error": "Service Unavailable",
                 *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description A source's key, as `GET /status` lists them (e.g. `tjsp`). */
        FontePath: string;
        /** @description The month, `YYYY-MM` (checked in code, `400` 'Mês inválido. Use o formato AAAA-MM.'). */
        MesExtrato: string;
        /** @description Only the requests of this cost centre of the company. */
        CentroCustoExtrato: string;
        /** @description The invitation's token, from the e-mailed link. */
        ConviteToken: string;
        /**
         * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
         *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
         *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
         *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
         *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
         *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
         *     vazio.'.
         */
        IdempotencyKey: string;
        /** @description The record's id. */
        Id: string;
        /** @description The job id (`Certidao.jobId`). */
        JobId: string;
        /** @description Page number, from 1. */
        Page: number;
        /** @description Page size. */
        Limit: number;
        /** @description Page number, from 1. */
        Pagina: number;
        /** @description Page size. */
        Limite: number;
        /** @description Free text, case- and accent-insensitive. */
        Search: string;
        /** @description Text of the actor's name or e-mail (case- and accent-insensitive). */
        AuditUsuario: string;
        /** @description Text of the action's code or of its pt-BR label (case- and accent-insensitive). */
        AuditAcao: string;
        /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
        DataInicial: string;
        /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
        DataFinal: string;
        /** @description `inline` opens in the browser (Abrir); `attachment` forces a download (Baixar). */
        Disposition: "inline" | "attachment";
    };
    requestBodies: never;
    headers: {
        /** @description `admin_token` (the token; HttpOnly, Secure under HTTPS, SameSite=Strict, Path=/, Max-Age 7 days) and `user_data` (a readable JSON summary of the user, same attributes without HttpOnly). */
        SetSessionCookies: string;
        /** @description Expires `admin_token` and `user_data`. */
        ClearSessionCookies: string;
        /** @description Seconds until a new attempt is allowed. */
        RetryAfter: number;
        /** @description `inline` or `attachment`, with the file name (`filename="…pdf"`). */
        ContentDisposition: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service is healthy. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description The server is still starting, or its database does not answer. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 503,
                     *       "codigo": "servico_indisponivel",
                     *       "message": "O servidor está iniciando. Tente de novo em instantes.",
                     *       "error": "Service Unavailable",
                     *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    getOpenApiJson: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OpenApiDocument"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getOpenApiYaml: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The OpenAPI 3.1 document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/yaml": string;
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "maria.silva@example.com",
                 *       "password": "minhaSenha1"
                 *     }
                 */
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    loginCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Maria",
                 *       "lastName": "Aparecida da Silva",
                 *       "email": "maria.silva@example.com",
                 *       "phone": "(11) 98765-4321",
                 *       "cpfCnpj": "529.982.247-25",
                 *       "password": "minhaSenha1"
                 *     }
                 */
                "application/json": components["schemas"]["RegisterRequest"];
            };
        };
        responses: {
            /** @description Account created and its confirmation e-mail sent, or the address's owner e-mailed instead. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisterResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed out. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["ClearSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Você foi desconectado com sucesso."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    changePassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Senha alterada com sucesso!"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    confirmEmail: {
        parameters: {
            query: {
                /** @description The token from the confirmation link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description E-mail confirmed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmailConfirmResult"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    unlockAccount: {
        parameters: {
            query: {
                /** @description The token from the unlock link. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Account unlocked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Conta desbloqueada! Você já pode entrar com sua senha."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    resendConfirmation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendConfirmationRequest"];
            };
        };
        responses: {
            /** @description Accepted (the e-mail is sent only when the account exists and is unconfirmed). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Se o e-mail estiver cadastrado e não confirmado, enviaremos um novo link de confirmação."
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getUsuarios: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Free text, case- and accent-insensitive. */
                search?: components["parameters"]["Search"];
                /** @description Only users with this role (omit for all). */
                role?: components["schemas"]["Role"];
                /** @description Only users with this status (omit for all). */
                status?: components["schemas"]["UserStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of users. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "joao.souza@example.com",
                 *       "password": "Senha@2025",
                 *       "firstName": "João",
                 *       "lastName": "Souza",
                 *       "role": "moderator",
                 *       "status": "active",
                 *       "phone": "(11) 3333-4444",
                 *       "cpfCnpj": null
                 *     }
                 */
                "application/json": components["schemas"]["CreateUserRequest"];
            };
        };
        responses: {
            /** @description User created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    getUserStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateMe: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateMeRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    updateMyPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Password changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "message": "Senha alterada com sucesso!"
                     *     }
                     */
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getMyPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Role and allowed operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Permissions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    obterEmpresaCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company chosen, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmpresaCheckout"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    obterPlanoUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Current plan and usage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    atribuirPlanoUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanPurchase"];
            };
        };
        responses: {
            /** @description Plan assigned (`PENDING` for PIX/BOLETO, `ACTIVE` for an approved card). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    cancelarMeuPlano: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plan cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanCancellationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    atualizarMeuPlano: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "renovacaoAutomatica": false
                 *     }
                 */
                "application/json": components["schemas"]["UserPlanUpdate"];
            };
        };
        responses: {
            /** @description The current plan with the new setting. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            /** @description The current plan was granted by an admin and has no automatic renewal. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "codigo": "operacao_recusada",
                     *       "message": "Planos concedidos pela administração não têm renovação automática.",
                     *       "error": "Unprocessable Entity",
                     *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    previaAlteracaoPlano: {
        parameters: {
            query: {
                planoId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The change and what it costs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviaAlteracaoPlano"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    alterarMeuPlano: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "planoId": "6f1c2a9e-8d4b-4c1e-9a63-2b7d5e0f4a11"
                 *     }
                 */
                "application/json": components["schemas"]["AlteracaoPlanoInput"];
            };
        };
        responses: {
            /** @description The change made (or scheduled), the plan as it now is and the charge, if any. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AlteracaoPlanoResultado"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    desistirAlteracaoPlano: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan without the scheduled change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    previaAssentoExtra: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seat's price now and each month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreviaAssentoExtra"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    comprarAssentoExtra: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The seats now and the charge. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AssentoExtraResultado"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    obterCartao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The saved card, or `cartao: null`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MeuCartao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    salvarCartao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "creditCard": {
                 *         "holderName": "MARIA A SILVA",
                 *         "number": "4111 1111 1111 1111",
                 *         "expiryMonth": "05",
                 *         "expiryYear": "30",
                 *         "ccv": "123"
                 *       },
                 *       "creditCardHolderInfo": {
                 *         "name": "Maria Aparecida da Silva",
                 *         "email": "maria.silva@example.com",
                 *         "cpfCnpj": "52998224725",
                 *         "postalCode": "01310-100",
                 *         "addressNumber": "1000",
                 *         "addressComplement": "Apto 12",
                 *         "phone": "1133334444",
                 *         "mobilePhone": "11987654321"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["SalvarCartaoRequest"];
            };
        };
        responses: {
            /** @description Card saved (replacing any previous one). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CartaoSalvo"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            /** @description The gateway refused the card (declined, expired or invalid); nothing changed. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "codigo": "pagamento_recusado",
                     *       "message": "Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.",
                     *       "error": "Unprocessable Entity",
                     *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    removerCartao: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No saved card any more. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listarAssinaturasAtivas: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Free text, case- and accent-insensitive. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveSubscriptionList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listarAssinaturasAtivasDetalhadas: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Free text, case- and accent-insensitive. */
                search?: components["parameters"]["Search"];
                /** @description Only subscriptions in this state. */
                status?: "ACTIVE" | "PENDING";
                /** @description Only this billing type; `CORTESIA` selects plans granted by an admin (shown with `billingType` null). */
                billingType?: "PIX" | "BOLETO" | "CREDIT_CARD" | "CORTESIA";
                /** @description Only this due status (see `statusVencimento`). */
                vencimento?: "atraso" | "atencao" | "em_dia";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of detailed subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ActiveSubscriptionDetailList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deleteUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description User removed. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updateUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateUserRequest"];
            };
        };
        responses: {
            /** @description The updated user. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getUserPermissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's role and allowed operations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Permissions"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPlanoDoUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's current plan and usage (`null`s when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    concederPlanoUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanGrant"];
            };
        };
        responses: {
            /** @description Plan granted. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelarPlanoUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plan cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanCancellationResult"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    assinarPlanoParaUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanAssignment"];
            };
        };
        responses: {
            /** @description Plan assigned (`PENDING` for PIX/BOLETO until paid, `ACTIVE` for an approved card). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserPlanResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getUsoUsuario: {
        parameters: {
            query?: {
                /** @description Number of months, current one included. */
                meses?: number;
            };
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Usage per month. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UsageHistory"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getPlanos: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Free text, case- and accent-insensitive. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    createPlano: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nome": "Profissional",
                 *       "descricao": "Para corretores e advogados com demanda recorrente.",
                 *       "valor": 99.9,
                 *       "limite": 30,
                 *       "beneficios": [
                 *         "30 solicitações por mês",
                 *         "Todas as 10 certidões",
                 *         "Suporte prioritário"
                 *       ],
                 *       "cor": "bg-blue-500",
                 *       "popular": true,
                 *       "ordem": 2
                 *     }
                 */
                "application/json": components["schemas"]["PlanoInput"];
            };
        };
        responses: {
            /** @description Plan created. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plano"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPlanosPublicos: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of plans. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanoList"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    getPlano: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plano"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    deletePlano: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plan deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    updatePlano: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanoPatch"];
            };
        };
        responses: {
            /** @description The updated plan. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Plano"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getSolicitacoes: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                pagina?: components["parameters"]["Pagina"];
                /** @description Page size. */
                limite?: components["parameters"]["Limite"];
                /** @description Order by creation time. */
                ordenacao?: "asc" | "desc";
                tipoCertidao?: components["schemas"]["TipoCertidao"];
                status?: components["schemas"]["CertidaoStatus"];
                /** @description CPF or CNPJ, with or without punctuation. */
                cpf?: string;
                /** @description First creation day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: string;
                /** @description Last creation day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: string;
                /** @description Only requests with a certificate of this result. */
                resultado?: components["schemas"]["ResultadoCertidao"];
                /** @description Only requests with an issued certificate whose validity ends within this many days from now (not already past). */
                vencendoEmDias?: number;
                /** @description Only requests charged to this cost centre of the caller's company. */
                centroCustoId?: string;
                /** @description Only requests started from this kit. */
                kitId?: string;
                /** @description Only requests created by this user (a company's 'Gestor' filtering by member). */
                usuarioId?: string;
                /**
                 * @description Free text: requests whose party's name or `referencia` contains it (case-insensitive). Blank is no
                 *     filter.
                 */
                busca?: string;
                /** @description `monitoramento`: only renewals made by monitoring; `manual`: only requests made by a person or an integration. */
                origem?: "monitoramento" | "manual";
                /**
                 * @description `certidoes`: each item carries its whole certificates (`Certidao`: PDFs, data, prices), as
                 *     `getSolicitacao` does, for a client that needs them for many requests at once (downloading every PDF of
                 *     a period). Without it each certificate is a `CertidaoNaLista` (about a sixth of the size).
                 */
                incluir?: "certidoes";
                /**
                 * @description The `proximoCursor` of the previous page (with the same filters and `ordenacao`): this page starts right
                 *     after that page's last request. `pagina` then no longer positions the page (`meta.page` repeats it, 1 if
                 *     absent). A value that is not a cursor of this list → `400` 'Cursor inválido: use o proximoCursor…'.
                 */
                cursor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of requests (compressed with gzip or br for a client that accepts it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolicitacaoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    createSolicitacao: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateSolicitacaoRequest"];
            };
        };
        responses: {
            /** @description Request created; its certificates are queued (`pendente`). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Solicitacao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    criarSolicitacoesEmLote: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "solicitacoes": [
                 *         {
                 *           "dadosGerais": {
                 *             "tipoPessoa": "juridica",
                 *             "nomeCompleto": "Imobiliária Exemplo Ltda"
                 *           },
                 *           "certidoes": [
                 *             {
                 *               "tipoCertidao": "cndt",
                 *               "dadosCertidao": {
                 *                 "nome": "Imobiliária Exemplo Ltda",
                 *                 "cnpj": "11222333000181"
                 *               }
                 *             }
                 *           ]
                 *         },
                 *         {
                 *           "dadosGerais": {
                 *             "tipoPessoa": "juridica",
                 *             "nomeCompleto": "Construtora Exemplo Ltda"
                 *           },
                 *           "referencia": "Obra 12",
                 *           "certidoes": [
                 *             {
                 *               "tipoCertidao": "receita-federal",
                 *               "dadosCertidao": {
                 *                 "nome": "Construtora Exemplo Ltda",
                 *                 "cnpj": "11444777000161"
                 *               }
                 *             }
                 *           ]
                 *         }
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["LoteSolicitacoesRequest"];
            };
        };
        responses: {
            /** @description Every row's outcome, in the order sent. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "total": 2,
                     *       "criadas": 1,
                     *       "recusadas": 1,
                     *       "resultados": [
                     *         {
                     *           "indice": 0,
                     *           "status": 201,
                     *           "solicitacaoId": "3f2b8c1e-5d4a-4e6b-9c7d-1a2b3c4d5e6f",
                     *           "codigo": null,
                     *           "message": null,
                     *           "repetida": false
                     *         },
                     *         {
                     *           "indice": 1,
                     *           "status": 422,
                     *           "solicitacaoId": null,
                     *           "codigo": "limite_do_plano",
                     *           "message": "Você atingiu o limite de 10 solicitações do seu plano neste mês.",
                     *           "repetida": false
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LoteSolicitacoesResposta"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEstatisticasSolicitacoes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts of requests and certificates (own ones for a `user`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolicitacaoStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getPlanoSolicitacoes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Plan and monthly quota. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SolicitacaoQuota"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getEventosSolicitacoes: {
        parameters: {
            query?: {
                /** @description Only the events of this request. */
                solicitacaoId?: string;
            };
            header?: {
                /** @description The id of the last event received; the stream starts after it. */
                "Last-Event-ID"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (it stays open; the client closes it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    getSolicitacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request with its certificates and PDFs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Solicitacao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    atualizarSolicitacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AtualizarSolicitacaoRequest"];
            };
        };
        responses: {
            /** @description The request as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Solicitacao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    baixarPdfsSolicitacao: {
        parameters: {
            query?: {
                /**
                 * @description `false` leaves `resumo.csv` out: only the PDFs, each entry as long as its `tamanho`, so a client that
                 *     has the request can take the archive apart as it arrives (`certidao baixar` does).
                 */
                resumo?: boolean;
            };
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP file. */
            200: {
                headers: {
                    /** @description `attachment; filename="certidoes-<first 8 characters of the id>.zip"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ZipFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    cancelarSolicitacao: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request after cancellation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Solicitacao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    tentarNovamenteCertidao: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The certificate (certidão) id. */
                certId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate, queued again. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Certidao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    executeAll: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tjsp": {
                 *         "nomeCompleto": "Maria Aparecida da Silva",
                 *         "cpf": "529.982.247-25",
                 *         "rg": "12.345.678-9",
                 *         "email": "maria.silva@example.com",
                 *         "modelo": "1"
                 *       },
                 *       "cndt": {
                 *         "nomeCompleto": "Maria Aparecida da Silva",
                 *         "cpf": "529.982.247-25"
                 *       },
                 *       "iptuSantos": {
                 *         "nomeCompleto": "Maria Aparecida da Silva",
                 *         "cpf": "529.982.247-25",
                 *         "inscricaoImovel": "12.345.678.901"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["ExecuteAllRequest"];
            };
        };
        responses: {
            /** @description Jobs queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationJobs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    executarAutomacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description Automation name (e.g. `POST /automations/iptuSantos-certidao`). */
                type: components["schemas"]["AutomationName"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AutomationRequest"];
            };
        };
        responses: {
            /** @description Job queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AutomationJobs"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    consultarStatusJob: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The job id (`Certidao.jobId`). */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job's state and progress. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    retryJob: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The job id (`Certidao.jobId`). */
                id: components["parameters"]["JobId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new job's status. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobStatus"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listarPdfs: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                tipoCertidao?: components["schemas"]["TipoCertidao"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of PDFs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PdfList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPdfStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Counts and sizes. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PdfStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    downloadPdf: {
        parameters: {
            query?: {
                /** @description `inline` opens in the browser (Abrir); `attachment` forces a download (Baixar). */
                disposition?: components["parameters"]["Disposition"];
            };
            header?: never;
            path: {
                /** @description The file name (`Pdf.nomeArquivo`). No directories. */
                name: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    downloadPdfObjeto: {
        parameters: {
            query?: {
                /** @description `inline` opens in the browser (Abrir); `attachment` forces a download (Baixar). */
                disposition?: components["parameters"]["Disposition"];
            };
            header?: never;
            path: {
                /**
                 * @description The storage key, percent-encoded as one path segment. Relative, without `..` segments, backslashes
                 *     or control characters; anything else → `400`.
                 */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file. */
            200: {
                headers: {
                    "Content-Disposition": components["headers"]["ContentDisposition"];
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listarPdfsPorCpf: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path: {
                /** @description CPF (with or without punctuation) or CNPJ (14 characters, digits or the 2026 alphanumeric form, no punctuation). */
                cpf: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of PDFs for that document (empty when none). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PdfList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listarPagamentos: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Free text, case- and accent-insensitive. */
                search?: components["parameters"]["Search"];
                status?: components["schemas"]["PagamentoStatus"];
                metodoPagamento?: components["schemas"]["MetodoPagamento"];
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagamentoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    criarPagamento: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "planoId": "6f1c2a9e-8d4b-4c1e-9a63-2b7d5e0f4a11",
                 *       "metodoPagamento": "PIX"
                 *     }
                 */
                "application/json": components["schemas"]["CreatePagamentoRequest"];
            };
        };
        responses: {
            /** @description Charge created (`PENDENTE`). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pagamento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    buscarPagamentosUsuario: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                status?: components["schemas"]["PagamentoStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the caller's payments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PagamentoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getPagamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pagamento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    cancelarPagamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cancelled payment. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pagamento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    sincronizarPagamento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The payment with its current status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pagamento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    getDashboardStats: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Figures for the four dashboard cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DashboardStats"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getRecentRequests: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of recent requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecentRequestList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getCertidaoDetalhe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certificate. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CertidaoDetalhe"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    getObservacoesCertidao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The observations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObservacaoCertidaoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    createObservacaoCertidao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "texto": "Cliente pediu a reemissão; aguardando o cartório."
                 *     }
                 */
                "application/json": components["schemas"]["ObservacaoCertidaoInput"];
            };
        };
        responses: {
            /** @description The stored observation. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ObservacaoCertidao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listarCatalogo: {
        parameters: {
            query?: {
                uf?: components["schemas"]["Uf"];
                cidade?: string;
                categoria?: components["schemas"]["CategoriaCertidao"];
                tipoPessoa?: components["schemas"]["TipoPessoa"];
                emissao?: components["schemas"]["ModoEmissao"];
                busca?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The matching types. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resumoCatalogo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The figures. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CatalogoResumo"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listarFinalidades: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kinds of transaction. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FinalidadeList"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    proporCertidoes: {
        parameters: {
            query: {
                finalidade: string;
                tipoPessoa: components["schemas"]["TipoPessoa"];
                uf?: components["schemas"]["Uf"];
                cidade?: string;
                imovelUf?: components["schemas"]["Uf"];
                imovelCidade?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The proposed set. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "finalidade": "compra-imovel",
                     *       "certidoes": [
                     *         {
                     *           "tipoCertidao": "tjmg",
                     *           "nome": "Certidão de Distribuição Cível (TJMG)",
                     *           "motivo": "Domicílio (Belo Horizonte/MG)",
                     *           "emissao": "assistida",
                     *           "prazoHoras": 48,
                     *           "tempoTipicoMinutos": {
                     *             "min": 15,
                     *             "max": 480
                     *           }
                     *         },
                     *         {
                     *           "tipoCertidao": "cndt",
                     *           "nome": "Certidão Negativa de Débitos Trabalhistas (CNDT)",
                     *           "motivo": "Nacional",
                     *           "emissao": "automatica",
                     *           "prazoHoras": 24,
                     *           "tempoTipicoMinutos": {
                     *             "min": 15,
                     *             "max": 45
                     *           }
                     *         }
                     *       ],
                     *       "campos": [
                     *         "matricula",
                     *         "registroImobiliario"
                     *       ],
                     *       "camposObrigatorios": [
                     *         "matricula",
                     *         "registroImobiliario"
                     *       ],
                     *       "avisos": []
                     *     }
                     */
                    "application/json": components["schemas"]["PropostaCertidoes"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterTipoCertidao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                codigo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TipoCertidaoInfo"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listarEmissoesAssistidas: {
        parameters: {
            query?: {
                situacao?: "abertas" | "aguardando" | "em_atendimento" | "atrasadas" | "minhas" | "concluidas" | "todas";
                ordenacao?: "prazo" | "idade";
                tipoCertidao?: components["schemas"]["TipoCertidao"];
                /** @description Page number, from 1. */
                pagina?: components["parameters"]["Pagina"];
                /** @description Page size. */
                limite?: components["parameters"]["Limite"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of the queue. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmissaoAssistidaList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    obterEmissaoAssistida: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The assisted job. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmissaoAssistida"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    assumirEmissaoAssistida: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, taken. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmissaoAssistida"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    liberarEmissaoAssistida: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The job, waiting again. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmissaoAssistida"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    concluirEmissaoAssistida: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ConcluirEmissaoAssistida"];
            };
        };
        responses: {
            /** @description The job, completed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmissaoAssistida"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
        };
    };
    falharEmissaoAssistida: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["FalharEmissaoAssistida"];
            };
        };
        responses: {
            /** @description The job, failed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmissaoAssistida"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    enviarContatoSuporte: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nome": "Ana Paula Ribeiro",
                 *       "email": "ana.ribeiro@example.com",
                 *       "tipoProblema": "certidao",
                 *       "mensagem": "A certidão do TJSP do cliente João está travada há duas horas."
                 *     }
                 */
                "application/json": components["schemas"]["ContatoSuporteRequest"];
            };
        };
        responses: {
            /** @description The ticket was stored and the e-mail sent. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSuporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    listarChamadosSuporte: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only tickets in this status. */
                status?: components["schemas"]["StatusChamado"];
                /** @description Text searched in the sender's name and e-mail, the problem type and the protocol. */
                busca?: string;
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of tickets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSuporteList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getChamadoSuporte: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ticket. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSuporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    alterarStatusChamadoSuporte: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "em_atendimento"
                 *     }
                 */
                "application/json": components["schemas"]["AlterarStatusChamadoRequest"];
            };
        };
        responses: {
            /** @description The ticket with its new status. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TicketSuporte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            422: components["responses"]["UnprocessableEntity"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    createVendedor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "firstName": "Carlos",
                 *       "lastName": "Pereira",
                 *       "email": "carlos.pereira@example.com",
                 *       "phone": "(11) 97777-6666",
                 *       "cpf": "529.982.247-25",
                 *       "genero": "masculino",
                 *       "password": "Vendas@2025"
                 *     }
                 */
                "application/json": components["schemas"]["CreateVendedorRequest"];
            };
        };
        responses: {
            /** @description The vendor. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Vendedor"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    asaasWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description The webhook token configured in Asaas (`ASAAS_WEBHOOK_TOKEN`). */
                "asaas-access-token"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "id": "evt_05b708f961d739ea7eba7e4db318f621&368604920",
                 *       "event": "PAYMENT_RECEIVED",
                 *       "dateCreated": "2025-03-01 13:45:10",
                 *       "payment": {
                 *         "object": "payment",
                 *         "id": "pay_080225913252",
                 *         "customer": "cus_000005219613",
                 *         "subscription": null,
                 *         "value": 99.9,
                 *         "netValue": 98.9,
                 *         "status": "RECEIVED",
                 *         "billingType": "PIX",
                 *         "dueDate": "2025-03-03",
                 *         "paymentDate": "2025-03-01",
                 *         "externalReference": "3d7c1f0e-5b8a-4f2e-9c1d-7a6b5e4d3c2b",
                 *         "invoiceUrl": "https://sandbox.asaas.com/i/080225913252"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AsaasWebhookEvent"];
            };
        };
        responses: {
            /** @description Event stored (or already seen). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookAck"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
        };
    };
    verificarCertidao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The verification code printed on the PDF and encoded in its QR code (case-insensitive). */
                codigo: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The certified facts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Verification"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    pagarSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The paid payment (`CONFIRMADO`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Pagamento"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    getFaturaSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getNotaFiscalSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["StatementPdfFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    getBoletoSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description HTML page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
        };
    };
    listarAuditoria: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Text of the actor's name or e-mail (case- and accent-insensitive). */
                usuario?: components["parameters"]["AuditUsuario"];
                /** @description Text of the action's code or of its pt-BR label (case- and accent-insensitive). */
                acao?: components["parameters"]["AuditAcao"];
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of audit entries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": 42,
                     *           "acao": "plan.created",
                     *           "acaoLabel": "Plano criado",
                     *           "ator": {
                     *             "id": "3f1c7a52-9a4e-4e0b-8f7e-1d2c3b4a5e6f",
                     *             "nome": "Ana Lima",
                     *             "email": "ana.lima@example.com"
                     *           },
                     *           "alvoTipo": "plan",
                     *           "alvoId": "7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d",
                     *           "ip": "203.0.113.7",
                     *           "detalhes": {
                     *             "nome": "Profissional"
                     *           },
                     *           "criadoEm": "2025-03-01T13:45:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10,
                     *         "totalPages": 1
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["AuditoriaList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportarAuditoriaCsv: {
        parameters: {
            query?: {
                /** @description Text of the actor's name or e-mail (case- and accent-insensitive). */
                usuario?: components["parameters"]["AuditUsuario"];
                /** @description Text of the action's code or of its pt-BR label (case- and accent-insensitive). */
                acao?: components["parameters"]["AuditAcao"];
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment; filename="historico-auditoria-<YYYY-MM-DD>.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example Data/Hora;Usuário;E-mail;Ação;Código da ação;Alvo;IP
                     *     01/03/2025 10:45;Ana Lima;ana.lima@example.com;Plano criado;plan.created;plan 7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d;203.0.113.7
                     */
                    "text/csv": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listarNotificacoes: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description The notification centre's tab. */
                aba?: "todas" | "nao-lidas" | "vencimentos" | "erros" | "pendencias" | "sucessos";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "data": [
                     *         {
                     *           "id": "5d6e7f80-1a2b-4c3d-8e9f-0a1b2c3d4e5f",
                     *           "tipo": "erro",
                     *           "evento": "certidao.falhou",
                     *           "titulo": "Falha na certidão Certidão Negativa de Débitos Trabalhistas",
                     *           "mensagem": "A certidão de Maria Souza falhou: Fonte indisponível.",
                     *           "link": "/admin/detalhes-certidao/7b2d9c10-5e3f-4a1b-9c8d-0e1f2a3b4c5d",
                     *           "lida": false,
                     *           "lidaEm": null,
                     *           "criadoEm": "2025-03-01T13:45:00.000Z"
                     *         }
                     *       ],
                     *       "meta": {
                     *         "total": 1,
                     *         "page": 1,
                     *         "limit": 10,
                     *         "totalPages": 1
                     *       },
                     *       "naoLidas": 1
                     *     }
                     */
                    "application/json": components["schemas"]["NotificacaoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    contarNotificacoesNaoLidas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The unread count. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "naoLidas": 3
                     *     }
                     */
                    "application/json": components["schemas"]["NotificacoesNaoLidas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    marcarTodasNotificacoesLidas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description How many were marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "atualizadas": 3
                     *     }
                     */
                    "application/json": components["schemas"]["NotificacoesMarcadas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    marcarNotificacaoLida: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notification, read. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Notificacao"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    excluirNotificacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    obterConfiguracoesSistema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The current settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "tempoMaximoResposta": 72,
                     *       "avisoAutomatico": 48,
                     *       "emailNotificacoes": "",
                     *       "emailAdmin": "financeiro@certidaoagil.com.br",
                     *       "emailSuporte": "suporte@certidaoagil.com.br",
                     *       "logDetalhado": true,
                     *       "atualizadoEm": "2026-11-23T13:45:00.000Z",
                     *       "padroes": {
                     *         "emailNotificacoes": "Certidão Ágil <nao-responda@certidaoagil.com.br>",
                     *         "emailAdmin": "Administradores ativos",
                     *         "emailSuporte": "admin@certidaoagil.com.br"
                     *       }
                     *     }
                     */
                    "application/json": components["schemas"]["ConfiguracoesSistema"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    salvarConfiguracoesSistema: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tempoMaximoResposta": 72,
                 *       "avisoAutomatico": 24,
                 *       "emailNotificacoes": "notificacoes@certidaoagil.com.br",
                 *       "emailAdmin": "financeiro@certidaoagil.com.br",
                 *       "emailSuporte": "suporte@certidaoagil.com.br",
                 *       "logDetalhado": false
                 *     }
                 */
                "application/json": components["schemas"]["ConfiguracoesSistemaInput"];
            };
        };
        responses: {
            /** @description The settings as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConfiguracoesSistema"];
                };
            };
            /** @description A value out of its rule; the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "codigo": "requisicao_invalida",
                     *       "message": "O aviso automático deve ser menor que o tempo máximo de resposta.",
                     *       "error": "Bad Request",
                     *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    getResumoFaturamento: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The period's totals. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "receitaTotal": 1249.5,
                     *       "pendente": 99.9,
                     *       "transacoes": 31
                     *     }
                     */
                    "application/json": components["schemas"]["ResumoFaturamento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    exportarPagamentosCsv: {
        parameters: {
            query?: {
                /** @description Free text, case- and accent-insensitive. */
                search?: components["parameters"]["Search"];
                status?: components["schemas"]["PagamentoStatus"];
                metodoPagamento?: components["schemas"]["MetodoPagamento"];
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment; filename="pagamentos-<YYYY-MM-DD>.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    obterDadosCobranca: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing data. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "razaoSocial": "Certidão Ágil Serviços Digitais Ltda.",
                     *       "cnpj": "11222333000181",
                     *       "endereco": "Av. Paulista, 1000 - Bela Vista",
                     *       "cidade": "São Paulo",
                     *       "cep": "01310100",
                     *       "emailCobranca": "financeiro@certidaoagil.com.br",
                     *       "atualizadoEm": "2026-11-23T13:45:00.000Z"
                     *     }
                     */
                    "application/json": components["schemas"]["DadosCobranca"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    salvarDadosCobranca: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "razaoSocial": "Certidão Ágil Serviços Digitais Ltda.",
                 *       "cnpj": "11.222.333/0001-81",
                 *       "endereco": "Av. Paulista, 1000 - Bela Vista",
                 *       "cidade": "São Paulo",
                 *       "cep": "01310-100",
                 *       "emailCobranca": "financeiro@certidaoagil.com.br"
                 *     }
                 */
                "application/json": components["schemas"]["DadosCobrancaInput"];
            };
        };
        responses: {
            /** @description The billing data as saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DadosCobranca"];
                };
            };
            /** @description A field out of its rule; the message names it. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 400,
                     *       "codigo": "documento_invalido",
                     *       "message": "Digite um CNPJ válido",
                     *       "error": "Bad Request",
                     *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    listarMonitoramentos: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                pagina?: components["parameters"]["Pagina"];
                /** @description Page size. */
                limite?: components["parameters"]["Limite"];
                /** @description Part of the name, or the CPF/CNPJ (with or without punctuation). */
                busca?: string;
                status?: components["schemas"]["MonitoramentoStatus"];
                resultado?: components["schemas"]["ResultadoCertidao"];
                vencendoEmDias?: number;
                /** @description Only parties with a result changed in the last 30 days. */
                alterados?: boolean;
                /** @description Only parties with a certificate past its validity. */
                vencidas?: boolean;
                /** @description Only active parties whose due renewal waits for quota. */
                bloqueadas?: boolean;
                /** @description Only parties with a certificate whose latest result is positive ('Consta' or 'Positiva com efeitos de negativa'). */
                comPositivas?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of monitored parties. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoramentoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    criarMonitoramento: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tipoPessoa": "fisica",
                 *       "nomeCompleto": "Maria Aparecida da Silva",
                 *       "documento": "529.982.247-25",
                 *       "dataNascimento": "15/03/1985",
                 *       "tiposCertidao": [
                 *         "cndt",
                 *         "tjsp",
                 *         "receita-federal"
                 *       ],
                 *       "politica": "vencimento",
                 *       "diasAntecedencia": 5
                 *     }
                 */
                "application/json": components["schemas"]["NovoMonitoramento"];
            };
        };
        responses: {
            /** @description The monitored party. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Monitoramento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    exportarMonitoramentos: {
        parameters: {
            query: {
                formato: "csv" | "pdf";
                /** @description Part of the name, or the CPF/CNPJ (with or without punctuation). */
                busca?: string;
                status?: components["schemas"]["MonitoramentoStatus"];
                resultado?: components["schemas"]["ResultadoCertidao"];
                vencendoEmDias?: number;
                /** @description Only parties with a result changed in the last 30 days. */
                alterados?: boolean;
                /** @description Only parties with a certificate past its validity. */
                vencidas?: boolean;
                /** @description Only active parties whose due renewal waits for quota. */
                bloqueadas?: boolean;
                /** @description Only parties with a certificate whose latest result is positive ('Consta' or 'Positiva com efeitos de negativa'). */
                comPositivas?: boolean;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portfolio file. */
            200: {
                headers: {
                    /** @description `attachment; filename="monitoramento-<AAAA-MM-DD>.csv"` (or `.pdf`). */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                    "application/pdf": components["schemas"]["PdfFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    baixarPdfsMonitoramento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP file. */
            200: {
                headers: {
                    /** @description `attachment; filename="certidoes-validas-<first 8 characters of the id>.zip"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": components["schemas"]["ZipFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    importarMonitoramentos: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ImportarMonitoramentosRequest"];
            };
        };
        responses: {
            /** @description Every row was written (created, updated or found unchanged). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "criados": 1,
                     *       "atualizados": 1,
                     *       "inalterados": 0,
                     *       "linhas": [
                     *         {
                     *           "indice": 0,
                     *           "id": "7d2f1c3a-5b8e-4f60-9a1d-2c3b4e5f6a70",
                     *           "resultado": "atualizado"
                     *         },
                     *         {
                     *           "indice": 1,
                     *           "id": "0e9d8c7b-6a5f-4e3d-8c2b-1a0f9e8d7c6b",
                     *           "resultado": "criado"
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ImportacaoMonitoramentos"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            /** @description Some rows were refused; nothing was created. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroImportacao"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    coberturaCotaMonitoramento: {
        parameters: {
            query: {
                /** @description How many parties would be added. */
                novas: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The coverage. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoberturaCotaMonitoramento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterPreferenciasAlertas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The choices. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferenciasAlertas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    atualizarPreferenciasAlertas: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "vencimento": "imediato",
                 *       "resultado": "imediato",
                 *       "cota": "resumo_diario"
                 *     }
                 */
                "application/json": components["schemas"]["AtualizarPreferenciasAlertas"];
            };
        };
        responses: {
            /** @description The choices now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PreferenciasAlertas"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    resumoMonitoramento: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The counts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ResumoMonitoramento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterMonitoramento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The party with its timeline. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MonitoramentoDetalhe"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    removerMonitoramento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    atualizarMonitoramento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "status": "pausado"
                 *     }
                 */
                "application/json": components["schemas"]["AtualizarMonitoramento"];
            };
        };
        responses: {
            /** @description The party as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Monitoramento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    renovarMonitoramento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The party, its renewal running. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Monitoramento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    monitorarSolicitacao: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                "application/json": components["schemas"]["MonitorarSolicitacaoRequest"];
            };
        };
        responses: {
            /** @description The monitored party. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Monitoramento"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterRelogioSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The clock. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelogioSandbox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    avancarRelogioSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "avancarSegundos": 2592000
                 *     }
                 */
                "application/json": components["schemas"]["AvancarRelogioRequest"];
            };
        };
        responses: {
            /** @description The clock after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelogioSandbox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    obterStatusPublico: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The sources' states. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StatusPublico"];
                };
            };
            400: components["responses"]["BadRequest"];
        };
    };
    obterSaudeFontes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every source's health. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SaudeFontes"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    obterHistoricoFonte: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A source's key, as `GET /status` lists them (e.g. `tjsp`). */
                fonte: components["parameters"]["FontePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description 24 hourly buckets. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HistoricoFonte"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    derrubarFonteSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A source's key, as `GET /status` lists them (e.g. `tjsp`). */
                fonte: components["parameters"]["FontePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The source is switched off. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FonteSandbox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    restabelecerFonteSandbox: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A source's key, as `GET /status` lists them (e.g. `tjsp`). */
                fonte: components["parameters"]["FontePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The source is back on. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FonteSandbox"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listarChavesApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChaveApiList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    criarChaveApi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nome": "CRM da imobiliária",
                 *       "escopos": [
                 *         "solicitacoes:ler",
                 *         "solicitacoes:escrever",
                 *         "webhooks:gerenciar"
                 *       ],
                 *       "expiraEm": null
                 *     }
                 */
                "application/json": components["schemas"]["CriarChaveApiRequest"];
            };
        };
        responses: {
            /** @description The key, with its secret shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChaveApiCriada"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterChaveAtual: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The calling key. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChaveApi"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    revogarChaveApi: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The key, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChaveApi"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listarChavesApiDoUsuario: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's keys. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ChaveApiList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listarWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The caller's endpoints. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    criarWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "url": "https://crm.exemplo.com.br/webhooks/certidoes",
                 *       "descricao": "CRM",
                 *       "eventos": [
                 *         "certidao.concluida",
                 *         "certidao.falhou",
                 *         "solicitacao.finalizada"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["CriarWebhookRequest"];
            };
        };
        responses: {
            /** @description The endpoint, with its signing secret shown this once. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCriado"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    excluirWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    atualizarWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ativo": true
                 *     }
                 */
                "application/json": components["schemas"]["AtualizarWebhookRequest"];
            };
        };
        responses: {
            /** @description The endpoint after the change. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpoint"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    rotacionarSegredoWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The endpoint with its new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEndpointCriado"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    testarWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEntrega"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listarEntregasWebhook: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Only deliveries in this state. */
                status?: components["schemas"]["WebhookEntregaStatus"];
            };
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of deliveries. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEntregaList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reenviarEntregaWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The delivery id. */
                entregaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new delivery, queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEntrega"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterEntregaWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The delivery id. */
                entregaId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The delivery and its attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookEntregaDetalhe"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    reenviarEventosWebhook: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "desde": "2026-11-28T09:00:00-03:00"
                 *     }
                 */
                "application/json": components["schemas"]["ReenviarEventosRequest"];
            };
        };
        responses: {
            /** @description How many deliveries were queued. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReenvioEventos"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listarEventos: {
        parameters: {
            query?: {
                /** @description Only events of this type. */
                tipo?: components["schemas"]["EventoRegistradoTipo"];
                /** @description Only events about this request, certificate, monitored party or payment (its id). */
                objeto?: string;
                /** @description Only events recorded at or after this instant. */
                desde?: string;
                /** @description Only events recorded before this instant. */
                ate?: string;
                /** @description The `proximoCursor` of the previous page. */
                cursor?: string;
                /** @description Page size. */
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventoRegistradoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    acompanharEventos: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The stream (it stays open; the client closes it). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    dispararEventoTeste: {
        parameters: {
            query?: never;
            header?: {
                /**
                 * @description Makes a retried POST safe: the same key with the same body within 24 hours answers the first answer again
                 *     (same status and body, with `Idempotent-Replayed: true`) without doing anything again; the same key with
                 *     another body → `422`; while the first is still running → `409` with `Retry-After`. The body is compared as
                 *     JSON, not as bytes: the same fields in another order, or spaced differently, are the same request. Keys
                 *     belong to the account (an API key and a session of the same user share them). Any text of 1–255 visible
                 *     ASCII characters (a UUID is ideal); an empty header → `400` 'O cabeçalho Idempotency-Key não pode ser
                 *     vazio.'.
                 */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "tipo": "certidao.concluida"
                 *     }
                 */
                "application/json": components["schemas"]["DispararEventoRequest"];
            };
        };
        responses: {
            /** @description The test event, recorded. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventoRegistrado"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
            422: components["responses"]["UnprocessableEntity"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterEvento: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /**
                 * @description The event id (`evt_…`, the `webhook-id` of its deliveries).
                 * @example evt_8c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f
                 */
                eventoId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The event. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventoRegistrado"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterMinhaEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    criarEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "razaoSocial": "Imobiliária Exemplo Ltda",
                 *       "cnpj": "11.222.333/0001-81",
                 *       "dadosCobranca": {
                 *         "endereco": "Av. Paulista, 1000 - Bela Vista",
                 *         "cidade": "São Paulo",
                 *         "cep": "01310-100",
                 *         "emailCobranca": "financeiro@exemplo.com.br"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["CriarEmpresaRequest"];
            };
        };
        responses: {
            /** @description The company. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            409: components["responses"]["Conflict"];
        };
    };
    atualizarEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "membrosVeemTodas": true,
                 *       "centroCustoObrigatorio": true
                 *     }
                 */
                "application/json": components["schemas"]["AtualizarEmpresaRequest"];
            };
        };
        responses: {
            /** @description The company as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Empresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listarMembrosEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The members. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembroEmpresaList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    removerMembroEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    alterarPapelMembro: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The member's user id. */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "papel": "gestor"
                 *     }
                 */
                "application/json": components["schemas"]["AlterarPapelRequest"];
            };
        };
        responses: {
            /** @description The member as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MembroEmpresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listarConvitesEmpresa: {
        parameters: {
            query?: {
                status?: components["schemas"]["ConviteStatus"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitations. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConviteEmpresaList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    criarConviteEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "email": "joana.souza@exemplo.com.br",
                 *       "papel": "membro"
                 *     }
                 */
                "application/json": components["schemas"]["CriarConviteRequest"];
            };
        };
        responses: {
            /** @description The invitation (the e-mail is on its way). */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConviteEmpresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Every seat of the plan is taken (or no active plan); the message says why and offers the upgrade. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "statusCode": 422,
                     *       "codigo": "limite_de_assentos",
                     *       "message": "Sua empresa já usa os 3 assentos do plano Profissional (membros e convites pendentes). Para convidar mais pessoas, compre um assento adicional ou mude para um plano com mais assentos.",
                     *       "error": "Unprocessable Entity",
                     *       "requestId": "4f6c0d1e-2b7a-4c39-9e51-8a0d3b6f2c17",
                     *       "assentos": {
                     *         "limite": 3,
                     *         "emUso": 3,
                     *         "extras": 0
                     *       },
                     *       "upgrade": [
                     *         {
                     *           "id": "6f1c2a9e-8d4b-4c1e-9a63-2b7d5e0f4a11",
                     *           "nome": "Empresarial",
                     *           "assentos": 10,
                     *           "valor": 299.9
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["ErroAssentos"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    revogarConviteEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation, revoked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConviteEmpresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    reenviarConviteEmpresa: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation with its new expiry. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConviteEmpresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            /** @description Every seat of the plan is taken. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErroAssentos"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    obterConvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's token, from the e-mailed link. */
                token: components["parameters"]["ConviteToken"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The invitation. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConvitePublico"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    aceitarConvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invitation's token, from the e-mailed link. */
                token: components["parameters"]["ConviteToken"];
            };
            cookie?: never;
        };
        requestBody?: {
            content: {
                /**
                 * @example {
                 *       "novaConta": {
                 *         "firstName": "Joana",
                 *         "lastName": "Souza",
                 *         "phone": "11987654321",
                 *         "password": "S3nha-forte"
                 *       }
                 *     }
                 */
                "application/json": components["schemas"]["AceitarConviteRequest"];
            };
        };
        responses: {
            /** @description Accepted; the account is a member now. With `novaConta`, the session cookies are set and `accessToken` is filled. */
            200: {
                headers: {
                    "Set-Cookie": components["headers"]["SetSessionCookies"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConviteAceito"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    listarKits: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The kits. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["KitList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    criarKit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "nome": "Locação comercial",
                 *       "descricao": "Fiador pessoa física",
                 *       "tiposCertidao": [
                 *         "tjsp",
                 *         "cndt",
                 *         "receita-federal"
                 *       ]
                 *     }
                 */
                "application/json": components["schemas"]["KitInput"];
            };
        };
        responses: {
            /** @description The kit. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Kit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    removerKit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    atualizarKit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["KitPatch"];
            };
        };
        responses: {
            /** @description The kit as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Kit"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    listarCentrosCusto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cost centres. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CentroCustoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            429: components["responses"]["TooManyRequests"];
        };
    };
    criarCentroCusto: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "codigo": "JUR-01",
                 *       "nome": "Jurídico"
                 *     }
                 */
                "application/json": components["schemas"]["CentroCustoInput"];
            };
        };
        responses: {
            /** @description The cost centre. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CentroCusto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    removerCentroCusto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    atualizarCentroCusto: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "ativo": false
                 *     }
                 */
                "application/json": components["schemas"]["CentroCustoPatch"];
            };
        };
        responses: {
            /** @description The cost centre as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CentroCusto"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    obterRelatorioUsoEmpresa: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RelatorioUsoEmpresa"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportarRelatorioUsoEmpresaCsv: {
        parameters: {
            query?: {
                /** @description First day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataInicial?: components["parameters"]["DataInicial"];
                /** @description Last day (YYYY-MM-DD, America/Sao_Paulo), inclusive. */
                dataFinal?: components["parameters"]["DataFinal"];
                agrupamento?: "membro" | "centroCusto" | "solicitacao";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment; filename="uso-<agrupamento>-<dataInicial>-<dataFinal>.csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    obterExtratoMensalEmpresa: {
        parameters: {
            query?: {
                /** @description Only the requests of this cost centre of the company. */
                centroCustoId?: components["parameters"]["CentroCustoExtrato"];
            };
            header?: never;
            path: {
                /** @description The month, `YYYY-MM` (checked in code, `400` 'Mês inválido. Use o formato AAAA-MM.'). */
                mes: components["parameters"]["MesExtrato"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The statement. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ExtratoMensal"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportarExtratoMensalCsv: {
        parameters: {
            query?: {
                /** @description Only the requests of this cost centre of the company. */
                centroCustoId?: components["parameters"]["CentroCustoExtrato"];
            };
            header?: never;
            path: {
                /** @description The month, `YYYY-MM` (checked in code, `400` 'Mês inválido. Use o formato AAAA-MM.'). */
                mes: components["parameters"]["MesExtrato"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV file. */
            200: {
                headers: {
                    /** @description `attachment; filename="extrato-<mes>[-<código do centro de custo>].csv"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": components["schemas"]["CsvFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    exportarExtratoMensalPdf: {
        parameters: {
            query?: {
                /** @description Only the requests of this cost centre of the company. */
                centroCustoId?: components["parameters"]["CentroCustoExtrato"];
            };
            header?: never;
            path: {
                /** @description The month, `YYYY-MM` (checked in code, `400` 'Mês inválido. Use o formato AAAA-MM.'). */
                mes: components["parameters"]["MesExtrato"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The PDF file. */
            200: {
                headers: {
                    /** @description `attachment; filename="extrato-<mes>[-<código do centro de custo>].pdf"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": components["schemas"]["StatementPdfFile"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    listarEmpresas: {
        parameters: {
            query?: {
                /** @description Page number, from 1. */
                page?: components["parameters"]["Page"];
                /** @description Page size. */
                limit?: components["parameters"]["Limit"];
                /** @description Free text, case- and accent-insensitive. */
                search?: components["parameters"]["Search"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of companies. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmpresaResumoList"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
        };
    };
    obterEmpresaStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The company. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmpresaDetalheStaff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
        };
    };
    atualizarEmpresaStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                /**
                 * @example {
                 *       "razaoSocial": "Imobiliária Exemplo Ltda",
                 *       "cnpj": "11.222.333/0001-81"
                 *     }
                 */
                "application/json": components["schemas"]["AtualizarEmpresaRequest"];
            };
        };
        responses: {
            /** @description The company as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmpresaDetalheStaff"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
    removerMembroEmpresaStaff: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The record's id. */
                id: components["parameters"]["Id"];
                /** @description The member's user id. */
                userId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Message"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["Forbidden"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["Conflict"];
        };
    };
}
