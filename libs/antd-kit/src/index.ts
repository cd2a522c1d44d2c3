// The antd components Chronicle's front ends use — the only door to antd for the shell and the
// remotes. Module federation shares this package, not `antd` itself: a shared package is shipped
// whole, and all of antd is about 490 KB of gzipped JavaScript, while the components re-exported
// here are a fraction of that. Add a component here before using it anywhere — and weigh it:
// everything exported here loads with the landing page (`npm run bench:web`, budget 450 KB), which
// is why the heavy form controls (Select, Input, Pagination) are not here and the screens use native
// elements styled with the theme's tokens instead.
export {
  Alert,
  App,
  Avatar,
  Button,
  Card,
  Collapse,
  ConfigProvider,
  Drawer,
  Empty,
  Grid,
  Layout,
  Modal,
  Radio,
  Result,
  Space,
  Spin,
  Statistic,
  Tabs,
  Tag,
  Typography,
  theme,
} from 'antd';
export type { ThemeConfig, TabsProps, CollapseProps, RadioChangeEvent } from 'antd';
