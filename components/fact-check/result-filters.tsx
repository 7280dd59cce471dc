"use client";

import { useId } from "react";
import { ListFilter } from "lucide-react";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import type { CheckFilters, Language, Region, TimeWindow } from "@/lib/fact-check/types";

/** The filter row's options: value sent to the API and its label. */
export const TIME_WINDOW_OPTIONS: { value: TimeWindow; label: string }[] = [
  { value: "month", label: "Last Month" },
  { value: "year", label: "Last Year" },
  { value: "5years", label: "Last 5 Years" },
  { value: "all", label: "All Time" },
];

export const REGION_OPTIONS: { value: Region; label: string }[] = [
  { value: "all", label: "All Regions" },
  { value: "us", label: "United States" },
  { value: "europe", label: "Europe" },
  { value: "global", label: "Global" },
];

export const LANGUAGE_OPTIONS: { value: Language; label: string }[] = [
  { value: "all", label: "All Languages" },
  { value: "en", label: "English" },
  { value: "es", label: "Spanish" },
  { value: "other", label: "Other" },
];

type ResultFiltersProps = {
  filters: CheckFilters;
  onFiltersChange: (filters: CheckFilters) => void;
  showReceipts: boolean;
  onShowReceiptsChange: (show: boolean) => void;
};

/** Time window, region and language (each change re-runs the check) and the 'Show Receipts' switch. */
export function ResultFilters({ filters, onFiltersChange, showReceipts, onShowReceiptsChange }: ResultFiltersProps) {
  const receiptsId = useId();
  return (
    <div
      role="group"
      aria-label="Result filters"
      className="grid grid-cols-1 gap-2 rounded-xl border border-border bg-card/60 p-2.5 sm:flex sm:flex-wrap sm:items-center"
    >
      <ListFilter className="mx-1 hidden size-4 text-muted-foreground sm:block" aria-hidden="true" />
      <FilterSelect
        label="Time window"
        value={filters.timeWindow}
        options={TIME_WINDOW_OPTIONS}
        onChange={(timeWindow) => onFiltersChange({ ...filters, timeWindow })}
      />
      <FilterSelect
        label="Region"
        value={filters.region}
        options={REGION_OPTIONS}
        onChange={(region) => onFiltersChange({ ...filters, region })}
      />
      <FilterSelect
        label="Language"
        value={filters.language}
        options={LANGUAGE_OPTIONS}
        onChange={(language) => onFiltersChange({ ...filters, language })}
      />
      <div className="flex items-center gap-2 px-1 py-1 sm:ml-auto sm:py-0">
        <Switch id={receiptsId} checked={showReceipts} onCheckedChange={onShowReceiptsChange} />
        <Label htmlFor={receiptsId} className="cursor-pointer">
          Show Receipts
        </Label>
      </div>
    </div>
  );
}

function FilterSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  // Named "label, value" so the current choice is read with the filter's name.
  return (
    <Select value={value} onValueChange={(next) => next !== value && onChange(next as T)}>
      <span id={`${id}-label`} className="sr-only">
        {label}
      </span>
      <SelectTrigger
        id={`${id}-trigger`}
        size="sm"
        aria-labelledby={`${id}-label ${id}-trigger`}
        className="w-full sm:w-auto sm:min-w-[9.5rem]"
      >
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option.value} value={option.value}>
            {option.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
