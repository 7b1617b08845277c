import {
  finding,
  inspection,
  inspectionItem,
  inspectionPosition,
  labelTarget,
  type Finding,
  type InspectionPosition,
  type InspectionPositionWrite,
  type ItemScanWrite,
  type LabelTarget,
  type FindingPatch,
  type FindingWrite,
  type Inspection,
  type InspectionItem,
  type InspectionItemPatch,
} from '@altalena/contracts';
import type { ApiClient, Download } from '../client';
import type { ApiResponse } from '../types';
import { ifMatchOf } from './resource';

/**
 * The writes of field work on one inspection, under `inspections/{id}/`: item outcomes and notes,
 * findings, signing and the signed report. Every write of something read sends `If-Match`.
 */
export interface InspectionWork {
  /** `PATCH items/{itemId}/`: an item's outcome or notes, at the version the caller read. */
  updateItem(
    inspectionId: number,
    itemId: number,
    body: InspectionItemPatch,
    version: number,
  ): Promise<ApiResponse<InspectionItem>>;
  /** `POST findings/`: a new finding on an item of the inspection. */
  createFinding(inspectionId: number, body: FindingWrite): Promise<ApiResponse<Finding>>;
  /** `PATCH findings/{findingId}/` at the version the caller read. */
  updateFinding(
    inspectionId: number,
    findingId: number,
    body: FindingPatch,
    version: number,
  ): Promise<ApiResponse<Finding>>;
  /** `DELETE findings/{findingId}/` at the version the caller read. */
  removeFinding(
    inspectionId: number,
    findingId: number,
    version: number,
  ): Promise<ApiResponse<unknown>>;
  /** `POST sign/`: signs a completed inspection at the version the caller read. */
  sign(inspectionId: number, version: number): Promise<ApiResponse<Inspection>>;
  /** `GET report/`: the signed report as a PDF file. */
  downloadReport(inspectionId: number): Promise<ApiResponse<Download>>;
  /**
   * `POST items/{itemId}/scans/`: a scan of the item's label at the device's time (proof of presence).
   * Sending the same scan again records nothing twice, so a queue may retry it.
   */
  recordScan(
    inspectionId: number,
    itemId: number,
    body: ItemScanWrite,
  ): Promise<ApiResponse<InspectionItem>>;
  /** `POST positions/`: the device's position at start or completion, or that it was not given. */
  recordPosition(
    inspectionId: number,
    body: InspectionPositionWrite,
  ): Promise<ApiResponse<InspectionPosition>>;
}

/** Binds the field-work calls of {@link InspectionWork} to `client`. */
export function createInspectionWork(client: ApiClient): InspectionWork {
  const base = (id: number) => `inspections/${id}/`;
  return {
    updateItem: (id, itemId, body, version) =>
      client.patch(`${base(id)}items/${itemId}/`, body, {
        schema: inspectionItem,
        ifMatch: ifMatchOf(version),
      }),
    createFinding: (id, body) => client.post(`${base(id)}findings/`, body, { schema: finding }),
    updateFinding: (id, findingId, body, version) =>
      client.patch(`${base(id)}findings/${findingId}/`, body, {
        schema: finding,
        ifMatch: ifMatchOf(version),
      }),
    removeFinding: (id, findingId, version) =>
      client.delete(`${base(id)}findings/${findingId}/`, { ifMatch: ifMatchOf(version) }),
    sign: (id, version) =>
      client.post(`${base(id)}sign/`, undefined, {
        schema: inspection,
        ifMatch: ifMatchOf(version),
      }),
    downloadReport: (id) => client.download(`${base(id)}report/`),
    recordScan: (id, itemId, body) =>
      client.post(`${base(id)}items/${itemId}/scans/`, body, { schema: inspectionItem }),
    recordPosition: (id, body) =>
      client.post(`${base(id)}positions/`, body, { schema: inspectionPosition }),
  };
}

/** QR labels: where a label's code leads, and a park's sheets of labels. */
export interface Labels {
  /** `GET q/{code}/`: the equipment or park of a label, or its item in an open inspection. */
  resolve(code: string): Promise<ApiResponse<LabelTarget>>;
  /** `GET parks/{id}/labels/`: the park's QR labels as a PDF (admins). */
  download(parkId: number): Promise<ApiResponse<Download>>;
}

/** Binds {@link Labels} to `client`. */
export function createLabels(client: ApiClient): Labels {
  return {
    resolve: (code) => client.get(`q/${encodeURIComponent(code)}/`, { schema: labelTarget }),
    download: (parkId) => client.download(`parks/${parkId}/labels/`),
  };
}
