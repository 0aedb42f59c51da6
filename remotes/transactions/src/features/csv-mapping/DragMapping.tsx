import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { CsvColumn } from '@onboarding/shared/schemas';
import { useCallback, useMemo, useRef } from 'react';
import { ltrText, useTranslation } from '@onboarding/shared';
import { layout } from '@onboarding/shared/ui';
import { TRANSACTIONS_NS } from '../../i18n';
import styles from './mapping.module.css';

export interface DragMappingProps {
  /** The required columns of the industry, in order: place i of the list maps to required[i]. */
  required: readonly CsvColumn[];
  /** Every header of the file, in the applicant's order. */
  order: readonly string[];
  onOrderChange: (order: string[]) => void;
  /** An example value per header. */
  examples: Readonly<Record<string, string>>;
  describedBy?: string;
}

/**
 * Wide screens: the file's columns in one sortable list beside the required fields. The first places line up with
 * the fields; the columns below them are not used. Mouse and keyboard both reorder (dnd-kit's KeyboardSensor: Space
 * to pick up, arrows to move, Space to drop, Escape to cancel), and every move is announced.
 */
export function DragMapping({ required, order, onOrderChange, examples, describedBy }: DragMappingProps) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a click on an item only focuses it.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const fieldAt = useCallback(
    (index: number) =>
      index >= 0 && index < required.length
        ? t(`mapping.fields.${required[index]}`)
        : t('mapping.dnd.notUsed'),
    [required, t],
  );

  // The place last announced: dnd-kit reports the picked-up column over its own place at once, which would cover
  // the "picked up" announcement, and reports the same place again while the pointer stays in it.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements = useMemo<Announcements>(() => {
    const at = (id: UniqueIdentifier | undefined) => order.indexOf(String(id));
    const where = (id: UniqueIdentifier) => ({ position: at(id) + 1, field: fieldAt(at(id)) });
    return {
      onDragStart: ({ active }) => {
        lastOver.current = active.id;
        return t('mapping.dnd.picked', { column: active.id });
      },
      onDragOver: ({ active, over }) => {
        if (!over || over.id === lastOver.current) return undefined;
        lastOver.current = over.id;
        return t('mapping.dnd.over', { column: active.id, ...where(over.id) });
      },
      onDragEnd: ({ active, over }) =>
        over ? t('mapping.dnd.dropped', { column: active.id, ...where(over.id) }) : undefined,
      onDragCancel: ({ active }) => t('mapping.dnd.cancelled', { column: active.id }),
    };
  }, [fieldAt, order, t]);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = order.indexOf(String(active.id));
    const to = order.indexOf(String(over.id));
    if (from < 0 || to < 0) return;
    onOrderChange(arrayMove([...order], from, to));
  };

  return (
    <div className={styles.board}>
      <div className={styles.boardHeads} aria-hidden="true">
        <span>{t('mapping.fieldsLabel')}</span>
        <span>{t('mapping.columnsLabel')}</span>
      </div>
      <div className={styles.boardBody}>
        {/* The places: fixed, one per row, beside the moving columns. */}
        <ol className={styles.places} aria-hidden="true">
          {order.map((header, i) => (
            <li key={`place-${i}`} className={i < required.length ? styles.place : styles.placeUnused}>
              {fieldAt(i)}
            </li>
          ))}
        </ol>
        <DndContext
          sensors={sensors}
          collisionDetection={closestCenter}
          onDragEnd={onDragEnd}
          accessibility={{
            announcements,
            screenReaderInstructions: { draggable: t('mapping.dnd.instructions') },
          }}
        >
          <SortableContext items={order as string[]} strategy={verticalListSortingStrategy}>
            <ol
              className={styles.columns}
              aria-label={t('mapping.columnsLabel')}
              aria-describedby={describedBy}
            >
              {order.map((header, i) => (
                <SortableColumn
                  key={header}
                  header={header}
                  example={examples[header]}
                  position={
                    i < required.length
                      ? t('mapping.position', { field: fieldAt(i) })
                      : t('mapping.positionUnused')
                  }
                />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      </div>
    </div>
  );
}

/**
 * One column of the file: the list item moves, the button inside it is what the pointer and keyboard hold. Its name
 * is the header and, for screen readers, the field it stands beside; the example value stays outside the name.
 */
function SortableColumn({
  header,
  example,
  position,
}: {
  header: string;
  example: string | undefined;
  position: string;
}) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: header,
    });
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? `${styles.column} ${styles.dragging}` : styles.column}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <div
        ref={setActivatorNodeRef}
        className={styles.handle}
        data-column={header}
        {...attributes}
        {...listeners}
      >
        <span className={styles.grip} aria-hidden="true">
          ⠿
        </span>
        {/* the file's own header, in its own direction */}
        <bdi className={styles.columnName}>{header}</bdi>
        <span className={layout.visuallyHidden}>{position}</span>
      </div>
      <span className={styles.example}>
        {example ? t('mapping.example', { value: ltrText(example) }) : t('mapping.noExample')}
      </span>
    </li>
  );
}
