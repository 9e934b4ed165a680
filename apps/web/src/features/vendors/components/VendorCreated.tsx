import type { Vendedor } from '@certidao/api-client';
import { Button, Card, CopyField, InlineAlert, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { stack } from '../../../lib/layout.css.ts';
import * as styles from './vendors.css.ts';

/** After saving: the vendor's referral code and link to hand over. */
export function VendorCreated({ vendor, onAnother }: { vendor: Vendedor; onAnother: () => void }) {
  return (
    <Card title={`Vendedor ${vendor.usuario.fullName} cadastrado`} titleLevel={2}>
      <div className={stack}>
        <InlineAlert tone="success">
          Clientes que se cadastrarem pelo link abaixo serão atribuídos a este vendedor no Dashboard.
        </InlineAlert>
        <CopyField label="Código de indicação" value={vendor.codigo} />
        <CopyField label="Link de indicação" value={vendor.linkIndicacao} />
        <div className={styles.actions}>
          <Link href={paths.perfilUsuario.href(vendor.usuario.id)} buttonVariant="outline">
            Ver perfil do vendedor
          </Link>
          <Button onPress={onAnother}>Cadastrar outro vendedor</Button>
        </div>
      </div>
    </Card>
  );
}
