import { useEffect, useState } from 'react';
import { listStaff } from './api';

export type StaffMember = Awaited<ReturnType<typeof listStaff>>[number];

/** GET /backoffice/staff, for the assignee choices; an error leaves the list empty (the filters still work). */
export function useStaffList(): { staff: StaffMember[]; loaded: boolean } {
  const [state, setState] = useState<{ staff: StaffMember[]; loaded: boolean }>({ staff: [], loaded: false });
  useEffect(() => {
    let live = true;
    listStaff().then(
      (staff) => live && setState({ staff, loaded: true }),
      () => live && setState({ staff: [], loaded: true }),
    );
    return () => {
      live = false;
    };
  }, []);
  return state;
}
