// The company scope lives in services/ so that services (plans, quota) can use it too; modules import it here.
export * from '../../services/companyScope.ts';
