import { ToggleButtonGroup } from '../../primitives/ToggleButtonGroup';
import type { PlatformId } from '../../primitives/PlatformMark';
import { asPlatforms, platformOptions } from './platforms';

export type PlatformTogglesProps =
  | {
      /** Several platforms at once (the queue, the calendar). */
      selectionMode: 'multiple';
      selected: PlatformId[];
      onChange: (platforms: PlatformId[]) => void;
    }
  | {
      /** One platform at a time (the history, bulk delete). */
      selectionMode: 'single';
      selected: PlatformId;
      onChange: (platform: PlatformId) => void;
    };

/** The platform icons above a review screen's list, named by their tooltips and labelled 'Platform'. */
export function PlatformToggles(props: PlatformTogglesProps) {
  return (
    <ToggleButtonGroup
      label="Platform"
      options={platformOptions}
      selectionMode={props.selectionMode}
      isIconOnly
      selectedKeys={props.selectionMode === 'single' ? [props.selected] : props.selected}
      onSelectionChange={(keys) => {
        const platforms = asPlatforms(keys);
        if (props.selectionMode === 'multiple') props.onChange(platforms);
        else if (platforms[0]) props.onChange(platforms[0]);
      }}
    />
  );
}
