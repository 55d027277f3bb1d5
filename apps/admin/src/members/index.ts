import PeopleIcon from '@mui/icons-material/People';
import { MemberList } from './MemberList';

export { MemberList };

/** Organization members; shown inside the organization screen's Members tab, not at /members. */
export default {
  icon: PeopleIcon,
  recordRepresentation: 'name',
};
