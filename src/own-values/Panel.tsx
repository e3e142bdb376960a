// The panel where a reader sets their own values, loaded on the first click of "Use your values".
import React, {useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {ownValues, setOwnValues, storageWorks} from './store';
import {problemWith} from './rules';
import {usableOwnValues, VALUE_KEYS, type ExampleValuesData, type ValueKey, type Values} from './values';
import styles from './Panel.module.css';

export type PanelProps = {data: ExampleValuesData; onClose: () => void};

const GROUPS: Array<{legend: string; fields: Array<{key: ValueKey; label: string}>}> = [
  {
    legend: 'Lakestone',
    fields: [
      {key: 'projectId', label: 'Project ID'},
      {key: 'lake', label: 'Lake'},
      {key: 'bucket', label: 'Bucket (S3 or Cloud Storage)'},
    ],
  },
  {
    legend: 'AWS',
    fields: [
      {key: 'awsAccount', label: 'AWS account ID'},
      {key: 'awsRegion', label: 'AWS region'},
    ],
  },
  {
    legend: 'Google Cloud',
    fields: [
      {key: 'gcpProject', label: 'Google Cloud project ID'},
      {key: 'gcpRegion', label: 'Google Cloud region'},
    ],
  },
];

type Problems = Partial<Record<ValueKey, string>>;

function problemsOf(form: Values, data: ExampleValuesData): Problems {
  const problems: Problems = {};
  for (const key of VALUE_KEYS) {
    const problem = problemWith(key, form[key].trim(), data.regions);
    if (problem) problems[key] = problem;
  }
  return problems;
}

export default function Panel({data, onClose}: PanelProps): React.JSX.Element {
  const dialog = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [form, setForm] = useState<Values>(() => ({...data.values, ...ownValues(data)}));
  const [problems, setProblems] = useState<Problems>({});
  const [checked, setChecked] = useState(false);
  const [keepsValues] = useState(storageWorks);

  useEffect(() => {
    const element = dialog.current!;
    element.showModal();
    return () => {
      if (element.open) element.close();
    };
  }, []);

  const change = (key: ValueKey, value: string) => {
    const next = {...form, [key]: value};
    setForm(next);
    // Once the reader has tried to save, each field says at once whether it is right now.
    if (checked) setProblems(problemsOf(next, data));
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(VALUE_KEYS.map((key) => [key, form[key].trim()])) as Values;
    const found = problemsOf(trimmed, data);
    setChecked(true);
    setProblems(found);
    const first = GROUPS.flatMap((group) => group.fields).find(({key}) => found[key])?.key;
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setOwnValues(usableOwnValues(trimmed, data));
    dialog.current?.close();
  };

  const reset = () => {
    setOwnValues(null);
    dialog.current?.close();
  };

  // Tab and Shift+Tab go round the panel's own controls.
  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return;
    const controls = Array.from(dialog.current!.querySelectorAll<HTMLElement>('input, select, button:not([disabled])'));
    const first = controls[0];
    const last = controls[controls.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const fieldIds = (key: ValueKey) => ({input: `${id}-${key}`, hint: `${id}-${key}-hint`, problem: `${id}-${key}-problem`});

  return createPortal(
    <dialog ref={dialog} className={styles.panel} aria-labelledby={`${id}-title`} aria-describedby={`${id}-intro`} onClose={onClose} onKeyDown={trapFocus}>
      <form onSubmit={save} noValidate>
        <h2 id={`${id}-title`} className={styles.title}>
          Your values in code samples
        </h2>
        <p id={`${id}-intro`} className={styles.intro}>
          Code samples on every page show and copy these values in place of the running example&apos;s. They stay in this browser and are never sent anywhere.
          {!keepsValues && ' This browser does not let the site keep them, so they last until you reload or close the tab.'}
        </p>
        {GROUPS.map((group) => (
          <fieldset key={group.legend} className={styles.group}>
            <legend className={styles.legend}>{group.legend}</legend>
            {group.fields.map(({key, label}) => {
              const ids = fieldIds(key);
              const problem = problems[key];
              const regions = key === 'awsRegion' ? data.regions.aws : key === 'gcpRegion' ? data.regions.gcp : null;
              const common = {
                id: ids.input,
                name: key,
                value: form[key],
                'aria-invalid': problem ? true : undefined,
                'aria-describedby': clsx(problem && ids.problem, ids.hint),
              };
              return (
                <div key={key} className={styles.field}>
                  <label htmlFor={ids.input}>{label}</label>
                  {regions ? (
                    <select {...common} onChange={(event) => change(key, event.target.value)}>
                      {regions.map((region) => (
                        <option key={region} value={region}>
                          {region}
                        </option>
                      ))}
                    </select>
                  ) : (
                    <input {...common} type="text" autoComplete="off" spellCheck={false} onChange={(event) => change(key, event.target.value)} />
                  )}
                  {problem && (
                    <p id={ids.problem} className={styles.problem}>
                      {problem}
                    </p>
                  )}
                  <p id={ids.hint} className={styles.hint}>
                    The example uses <code>{data.values[key]}</code>.
                  </p>
                </div>
              );
            })}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <button type="button" className="button button--secondary button--outline" onClick={reset}>
            Reset to the example values
          </button>
          <button type="button" className="button button--secondary" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="button button--primary">
            Save
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
