#!/usr/bin/env python3
"""Loopback stand-in for the Open Market server, for integration tests of the Swift HTTP client.

It speaks the V1 contract (or V2 with --api v2) of /work/shared/openmarket-api/CONTRACT.md, answers
from the sample payloads, and records every request so a test can check exactly what was sent.

    python3 server.py --samples DIR [--api v1|v2] [--port 0]

It binds 127.0.0.1 (an ephemeral port by default), prints one line `PORT <n>` and serves. It exits by
itself when its stdin closes or its parent dies, so a test keeps a pipe to its stdin open for as long
as the server should live, and kills it with SIGKILL when done (see /work/shared/NOTES.md).
Tests/MarketTests/Support/LoopbackServer.swift does all that and wraps the control endpoints.

Control endpoints, never recorded and never faulted:
    GET  /__requests  every recorded request, oldest first (the record shape is in make_record)
    POST /__reset     forget the records and the pending faults
    POST /__faults    add faults, a JSON array of
                      {"method", "path_prefix", "times", "kind", "status", "body", "delay_ms"};
                      kind is status | reset | truncate | delay | wrong_content_type | malformed_json
                      | endless | drip | redirect | oversized (see Handler.serve), with their own keys
                      "content_type", "length", "interval_ms", "location"
The vendor password for the secret lookup is $MARKET_SERVER_PASSWORD (default "test-password").
"""

import argparse
import base64
import json
import os
import re
import signal
import socket
import struct
import threading
import time
import zlib
from dataclasses import dataclass
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from urllib.parse import parse_qs, unquote

SAMPLES = {  # list: page 1 (and any page but 2), list2: page 2, detail: every product answer
    "v1": {"list": "yagom-academy__ios-open-market__ic_5_onetool-list-products.json",
           "list2": "2022NewKrew__ios-open-market-new__json_pageExample-data.json",
           "detail": "2022NewKrew__ios-open-market-new__json_productExample-data.json"},
    "v2": {"list": "yagom-academy__ios-open-market__ic_7_rhovin-itemList.json",
           "detail": "yagom-academy__ios-open-market__ic_7_rhovin-item.json"},
}
FAULT_KINDS = {"status", "reset", "truncate", "delay", "wrong_content_type", "malformed_json", "endless",
               "drip", "redirect", "oversized"}
MEGABYTE = 1024 * 1024
JSON = "application/json"
MAX_IMAGES = 5


class ApiError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status, self.message = status, message


def to_json(obj):
    return json.dumps(obj, ensure_ascii=False, separators=(",", ":")).encode()


def error_body(status, message):
    return to_json({"code": status, "message": message})


def json_response(obj, status=200):
    return status, JSON, to_json(obj)


def png_chunk(tag, data):
    return struct.pack(">I", len(data)) + tag + data + struct.pack(">I", zlib.crc32(tag + data))


# A valid 2x2 RGB PNG: each row is a filter byte (0) and two RGB pixels.
PNG = (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 2, 2, 8, 2, 0, 0, 0))
       + png_chunk(b"IDAT", zlib.compress(bytes([0, 255, 0, 0, 0, 255, 0, 0, 0, 0, 255, 255, 255, 255])))
       + png_chunk(b"IEND", b""))


class State:
    """What the handler threads share: the samples, the records and the pending faults."""

    def __init__(self, samples_dir, api):
        self.api = api
        self.password = os.environ.get("MARKET_SERVER_PASSWORD", "test-password")
        self.samples = {}
        for key, name in SAMPLES[api].items():
            with open(os.path.join(samples_dir, name), "rb") as f:
                self.samples[key] = f.read()
        self.lock = threading.Lock()
        self.records, self.faults = [], []

    def add_record(self, record):
        with self.lock:
            self.records.append(record)

    def reset(self):
        with self.lock:
            self.records, self.faults = [], []

    def note_streamed(self, record, count):
        """Adds to `record` the body bytes a streaming fault wrote before it ended."""
        with self.lock:
            record["streamed"] = count

    def add_faults(self, faults):
        with self.lock:
            self.faults.extend(faults)

    def take_fault(self, method, path):
        """The first pending fault matching the request, used up once."""
        with self.lock:
            for fault in self.faults:
                if fault.get("method", method).upper() == method and path.startswith(
                        fault.get("path_prefix", "")):
                    fault["times"] -= 1
                    if fault["times"] <= 0:
                        self.faults.remove(fault)
                    return fault
        return None


# ---------------------------------------------------------------- recording and multipart parsing

def header_params(value):
    """The `; key=value` parameters of a header value, quoted or not, keys lowercased."""
    params = {}
    for key, raw in re.findall(r';\s*([\w*-]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;\s]*)', value):
        params[key.lower()] = raw[1:-1].replace('\\"', '"') if raw.startswith('"') else raw
    return params


def parse_multipart(body, boundary):
    """Parts of a multipart/form-data body with RFC 7578 CRLF framing; ValueError if it is broken."""
    delimiter = b"--" + boundary.encode()
    if body.startswith(delimiter):
        pos = len(delimiter)
    else:  # a preamble is allowed, but it has to end with CRLF before the first delimiter
        start = body.find(b"\r\n" + delimiter)
        if start < 0:
            raise ValueError(f"the first boundary --{boundary} was not found")
        pos = start + 2 + len(delimiter)
    parts = []
    while True:
        if body[pos:pos + 2] == b"--":
            return parts
        if body[pos:pos + 2] != b"\r\n":
            raise ValueError(f"boundary of part {len(parts) + 1} is not followed by CRLF or --")
        pos += 2
        header_end = body.find(b"\r\n\r\n", pos - 2)
        if header_end < 0:
            raise ValueError(f"header section of part {len(parts) + 1} is not properly terminated")
        content_start = max(header_end + 4, pos)
        end = body.find(b"\r\n" + delimiter, content_start)
        if end < 0:
            raise ValueError(f"part {len(parts) + 1} is not closed by CRLF --{boundary}")
        parts.append(make_part(body[pos:header_end], body[content_start:end], len(parts) + 1))
        pos = end + 2 + len(delimiter)
        if pos >= len(body):
            raise ValueError(f"the final boundary --{boundary}-- is missing")


def make_part(header_block, content, number):
    """One part of the record; header_block is the part's header lines without the blank line."""
    headers = {}
    for line in header_block.split(b"\r\n") if header_block else []:
        name, colon, value = line.decode("utf-8", "replace").partition(":")
        if not colon or "\n" in name + value or "\r" in name + value:
            raise ValueError(f"malformed header line in part {number}: {line!r}")
        headers[name.strip().lower()] = value.strip()
    disposition = headers.get("content-disposition", "")
    params = header_params(disposition)
    if not disposition.lower().startswith("form-data") or "name" not in params:
        raise ValueError(f"part {number} has no Content-Disposition: form-data; name=...")
    try:
        text = content.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    return {"name": params["name"], "filename": params.get("filename"),
            "content_type": headers.get("content-type"), "text": text, "size": len(content)}


def make_record(method, path, query, headers, body):
    record = {"method": method, "path": path, "query": query,
              "headers": {}, "body_base64": base64.b64encode(body).decode(), "json": None,
              "multipart": None, "multipart_error": None, "streamed": None}
    for name, value in headers.items():
        key = name.lower()
        record["headers"][key] = f"{record['headers'][key]}, {value}" if key in record["headers"] else value
    try:
        record["json"] = json.loads(body.decode("utf-8")) if body else None
    except ValueError:
        pass
    content_type = headers.get("Content-Type", "")
    if content_type.lower().startswith("multipart/form-data"):
        boundary = header_params(content_type).get("boundary")
        try:
            if not boundary:
                raise ValueError("the Content-Type has no boundary")
            record["multipart"] = parse_multipart(body, boundary)
        except ValueError as error:
            record["multipart_error"] = str(error)
    return record


# ---------------------------------------------------------------- contract endpoints

@dataclass
class Request:
    state: State
    method: str
    query: str
    headers: dict
    record: dict
    args: tuple


def require_identifier(req):
    if not req.headers.get("identifier"):
        raise ApiError(400, "identifier header is missing")


def require_json_object(req):
    if not req.headers.get("content-type", "").lower().startswith(JSON):
        raise ApiError(415, f"Content-Type '{req.headers.get('content-type', '')}' is not supported")
    if not isinstance(req.record["json"], dict):
        raise ApiError(400, "JSON parse error: the body is not a JSON object")
    return req.record["json"]


def product_id(text):
    if not re.fullmatch(r"[0-9]+", text):
        raise ApiError(400, f"invalid product id: {text}")
    if int(text) == 404 or int(text) >= 900000:
        raise ApiError(404, "product not found")
    return int(text)


def detail(state, pid, changes=None):
    product = json.loads(state.samples["detail"])
    product["id"] = pid
    if changes:
        product.update(changes)
        product["bargain_price"] = product["price"] - product["discounted_price"]
    return json_response(product)


def list_products(req):
    query = parse_qs(req.query, keep_blank_values=True)
    for key, required in (("page_no", True), ("items_per_page", False)):
        value = query.get(key, [None])[0]
        if (value is not None or required) and not re.fullmatch(r"[0-9]+", value or ""):
            raise ApiError(400, f"{key} must be an integer, got {value!r}")
    page = int(query["page_no"][0])
    if page < 1:
        raise ApiError(400, "page_no must be at least 1")
    key = "list2" if page == 2 and "list2" in req.state.samples else "list"
    return 200, JSON, req.state.samples[key]


def register(req):
    require_identifier(req)
    parts = req.record["multipart"]
    if parts is None:
        raise ApiError(400, "Current request is not a multipart request")
    params_parts = [part for part in parts if part["name"] == "params"]
    if not params_parts:
        raise ApiError(400, "Required request part 'params' is not present")
    try:
        params = json.loads(params_parts[0]["text"] or "")
    except ValueError:
        params = None
    if not isinstance(params, dict):
        raise ApiError(400, "JSON parse error: params is not a JSON object")
    description_key = "descriptions" if req.state.api == "v1" else "description"
    missing = [key for key in ("name", "price", "currency", "secret", description_key) if key not in params]
    if missing:
        raise ApiError(400, f"params is missing: {', '.join(missing)}")
    check_number_fields(params)
    images = [part for part in parts if part["name"] == "images"]
    if not 1 <= len(images) <= MAX_IMAGES:
        raise ApiError(400, f"images: 1 to {MAX_IMAGES} parts required, got {len(images)}")
    if any(not part["filename"] for part in images):
        raise ApiError(400, "images: every images part needs a filename")
    changes = {key: params[key] for key in ("name", "price", "currency")}
    changes.update(stock=params.get("stock", 0), discounted_price=params.get("discounted_price", 0),
                   description=params[description_key])
    return detail(req.state, 9001, changes)


def check_number_fields(params):
    for key in ("price", "discounted_price", "stock"):
        if key in params and (isinstance(params[key], bool) or not isinstance(params[key], (int, float))):
            raise ApiError(400, f"JSON parse error: {key} must be a number")


def product(req):
    pid = product_id(req.args[0])
    if req.method == "GET":
        return detail(req.state, pid)
    require_identifier(req)
    body = require_json_object(req)
    if not isinstance(body.get("secret"), str):
        raise ApiError(400, "secret is missing")
    check_number_fields(body)
    changes = {key: body[key] for key in ("name", "price", "currency", "stock", "discounted_price")
               if key in body}
    for key in ("descriptions", "description"):
        if key in body:
            changes["description"] = body[key]
    return detail(req.state, pid, changes)


def secret_lookup(req):
    require_identifier(req)
    pid = product_id(req.args[0])
    body = require_json_object(req)
    if not isinstance(body.get("secret"), str):
        raise ApiError(400, "secret is missing")
    if body["secret"] != req.state.password:
        raise ApiError(400, "wrong secret")
    if req.state.api == "v1":
        return 200, "text/plain", f"product-secret-{pid}".encode()
    return 200, "text/plain", f"/api/products/{pid}/archived-{pid}".encode()


def delete(req):
    require_identifier(req)
    pid = product_id(req.args[0])
    expected = f"product-secret-{pid}" if req.state.api == "v1" else f"archived-{pid}"
    if req.args[1] != expected:
        raise ApiError(400, "wrong product secret")
    return detail(req.state, pid)


def resolve(api, path):
    """({method: handler}, args) for a known path, or (None, ()) for an unknown one."""
    parts = [unquote(part) for part in path.strip("/").split("/")]
    match parts:
        case ["healthChecker"]:
            return {"GET": lambda req: (200, "text/plain", b'"OK"')}, ()
        case ["api", "products"]:
            return {"GET": list_products, "POST": register}, ()
        case ["api", "products", pid]:
            return {"GET": product, "PATCH": product}, (pid,)
        case ["api", "products", pid, action]:
            routes = {"DELETE": delete}
            if action == ("secret" if api == "v1" else "archived"):
                routes["POST"] = secret_lookup
            return routes, (pid, action)
        case ["images", name] if name:
            return {"GET": lambda req: (200, "image/png", PNG)}, ()
    return None, ()


def answer(state, method, path, query, headers, record):
    """(status, content type, body) of a contract endpoint."""
    try:
        if record["multipart_error"]:
            raise ApiError(400, "Failed to parse multipart servlet request; " + record["multipart_error"])
        routes, args = resolve(state.api, path)
        if routes is None:
            raise ApiError(404, "not found")
        if method not in routes:
            raise ApiError(405, f"Request method '{method}' is not supported")
        lowered = {key.lower(): value for key, value in headers.items()}
        return routes[method](Request(state, method, query, lowered, record, args))
    except ApiError as error:
        return error.status, JSON, error_body(error.status, error.message)
    except Exception as error:  # a bug here must still produce an answer, never a hang
        return 500, JSON, error_body(500, f"{type(error).__name__}: {error}")


# ---------------------------------------------------------------- control endpoints and faults

def parse_faults(body):
    faults = json.loads(body.decode("utf-8"))
    faults = [faults] if isinstance(faults, dict) else faults
    if not isinstance(faults, list) or not all(isinstance(f, dict) for f in faults):
        raise ValueError("expected a JSON array of fault objects")
    for fault in faults:
        if fault.get("kind") not in FAULT_KINDS:
            raise ValueError(f"unknown fault kind {fault.get('kind')!r}")
        fault["times"] = int(fault.get("times", 1))
    return faults


def control(state, method, path, body):
    if path == "/__requests" and method == "GET":
        with state.lock:
            return json_response(list(state.records))
    if path == "/__reset" and method == "POST":
        state.reset()
        return json_response({"ok": True})
    if path == "/__faults" and method == "POST":
        try:
            faults = parse_faults(body)
        except (ValueError, TypeError) as error:
            return 400, JSON, error_body(400, f"bad faults: {error}")
        state.add_faults(faults)
        return json_response({"ok": True, "added": len(faults)})
    return 404, JSON, error_body(404, "not found")


class Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "OpenMarketLoopback/1.0"

    def log_message(self, format, *args):
        pass

    def do_GET(self):
        path, _, query = self.path.partition("?")
        state = self.server.state
        body = self.read_body()
        if path.startswith("/__"):
            self.reply(*control(state, self.command, path, body))
            return
        record = make_record(self.command, path, query, self.headers, body)
        state.add_record(record)
        fault = state.take_fault(self.command, path) or {"kind": None}
        self.serve(fault, record, lambda: answer(state, self.command, path, query, self.headers, record))

    do_POST = do_PATCH = do_PUT = do_DELETE = do_GET

    def serve(self, fault, record, respond):
        """Answer with respond(), unless the fault says otherwise."""
        kind = fault["kind"]
        if kind == "reset":
            return self.reset_connection()
        if kind == "delay":
            time.sleep(int(fault.get("delay_ms", 1000)) / 1000)
        if kind == "status":
            status = int(fault.get("status", 500))
            body = fault["body"].encode() if "body" in fault else error_body(status, "injected failure")
            return self.reply(status, JSON, body)
        if kind == "malformed_json":
            return self.reply(200, JSON, b'{"page_no": 1, "pages": [')
        if kind in ("endless", "drip", "oversized"):
            return self.stream(kind, fault, record)
        if kind == "redirect":
            self.send_response(int(fault.get("status", 307)))
            self.send_header("Location", fault["location"])
            self.send_header("Content-Length", "0")
            return self.end_headers()
        response = respond()
        if kind == "wrong_content_type":
            response = (response[0], "text/html", b"<html>oops</html>")
        self.reply(*response, truncate=kind == "truncate")

    def stream(self, kind, fault, record):
        """A hostile 200 answer, until it is done or the client hangs up:
        endless    no length, the start of a JSON string then 1 MB of `a` after 1 MB, for ever;
        drip       Content-Length `length` (default 100000), one byte every `interval_ms` (default 1000);
        oversized  Content-Length `length` (default 64 MB) sent at once, a PNG signature then zeros.
        When it ends, the record's "streamed" becomes the body bytes written (into the socket's buffers
        included), so a test sees whether, and when, a client hung up on it."""
        length = int(fault.get("length", 100_000 if kind == "drip" else 64 * MEGABYTE))
        self.send_response(200)
        self.send_header("Content-Type", fault.get("content_type", JSON))
        if kind == "endless":
            self.send_header("Connection", "close")
            self.close_connection = True
        else:
            self.send_header("Content-Length", str(length))
        self.end_headers()
        written = 0

        def write(chunk):
            nonlocal written
            self.wfile.write(chunk)
            written += len(chunk)

        try:
            if kind == "endless":
                write(b'{"page_no": 1, "pages": [], "junk": "')
                while True:
                    write(b"a" * MEGABYTE)
            elif kind == "drip":
                for _ in range(length):
                    write(b" ")
                    self.wfile.flush()
                    time.sleep(int(fault.get("interval_ms", 1000)) / 1000)
            else:
                write(PNG[:8])
                for sent in range(8, length, MEGABYTE):
                    write(bytes(min(MEGABYTE, length - sent)))
            self.wfile.flush()
        except OSError:  # the client hung up, as it should
            self.close_connection = True
        self.server.state.note_streamed(record, written)

    def read_body(self):
        if "chunked" in self.headers.get("Transfer-Encoding", "").lower():
            chunks = []
            while size := int(self.rfile.readline().split(b";")[0].strip() or b"0", 16):
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            while self.rfile.readline() not in (b"\r\n", b"\n", b""):
                pass  # trailers
            return b"".join(chunks)
        length = int(self.headers.get("Content-Length") or 0)
        return self.rfile.read(length) if length > 0 else b""

    def reply(self, status, content_type, body, truncate=False):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body[: len(body) // 2] if truncate else body)
        self.wfile.flush()
        if truncate:
            self.close_connection = True

    def reset_connection(self):
        """Close with SO_LINGER 0 so the peer gets a TCP RST instead of an answer."""
        self.close_connection = True
        self.connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.rfile.close()  # the makefile reference would otherwise keep the socket open
        self.connection.close()


class Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request, client_address):
        pass  # a client that went away is not news; never write to stderr


# ---------------------------------------------------------------- staying alive only while wanted

def exit_when_stdin_closes():
    while os.read(0, 4096):
        pass
    os._exit(0)


def exit_when_parent_dies():
    parent = os.getppid()
    while os.getppid() == parent:
        time.sleep(0.5)
    os._exit(0)


def main():
    signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGTERM, signal.SIGINT})
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    for watchdog in (exit_when_stdin_closes, exit_when_parent_dies):
        threading.Thread(target=watchdog, daemon=True).start()
    parser = argparse.ArgumentParser(description="Loopback Open Market server for tests")
    parser.add_argument("--samples", required=True, help="folder with the sample JSON payloads")
    parser.add_argument("--api", choices=["v1", "v2"], default="v1")
    parser.add_argument("--port", type=int, default=0)
    args = parser.parse_args()
    try:
        state = State(args.samples, args.api)
    except OSError as error:
        parser.exit(2, f"market-server: cannot read the samples: {error}\n")
    server = Server(("127.0.0.1", args.port), Handler)
    server.state = state
    print(f"PORT {server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        os._exit(0)


if __name__ == "__main__":
    main()
