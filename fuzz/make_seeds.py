#!/usr/bin/env python3
"""Writes the seed corpora in fuzz/corpus/<target>/: small valid files of every format the
fuzz targets read. Clouds, letter.data and models come from m3studio-cli (its path is the
first argument), the rest is written here. Run it again when a format changes:
    python3 fuzz/make_seeds.py build/release/app/m3studio-cli
"""
import io, json, os, struct, subprocess, sys, tarfile, tempfile, zlib

root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "corpus")
cli = sys.argv[1]


def put(target, name, data):
    folder = os.path.join(root, target)
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, name), "wb") as f:
        f.write(data if isinstance(data, bytes) else data.encode())


def run(*args):
    subprocess.run([cli, *args], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def read(path):
    with open(path, "rb") as f:
        return f.read()


tmp = tempfile.mkdtemp()
# Point clouds: a generated street of 40 points in each format (and ASCII PLY).
for ext in ["ply", "pcd", "las", "xyz"]:
    run("terrain", "sample", "--out", f"{tmp}/street.{ext}", "--points", "40")
    put(ext, f"street.{ext}", read(f"{tmp}/street.{ext}"))
put("xyz", "plain.xyz", "0 0 0\n1 2 3\n4.5 -1 2\n")
put("ply", "ascii.ply", "ply\nformat ascii 1.0\nelement vertex 2\nproperty float x\nproperty float y\n"
    "property float z\nproperty uchar red\nproperty uchar green\nproperty uchar blue\nproperty int scalar_Classification\n"
    "end_header\n0 0 0 255 0 0 2\n1 1 1 0 255 0 5\n")
put("pcd", "ascii.pcd", "VERSION .7\nFIELDS x y z label\nSIZE 4 4 4 4\nTYPE F F F U\nCOUNT 1 1 1 1\nWIDTH 2\n"
    "HEIGHT 1\nVIEWPOINT 0 0 0 1 0 0 0\nPOINTS 2\nDATA ascii\n0 0 0 1\n1 2 3 2\n")

# Handwriting: letter.data of three words, and a model trained on it.
run("sample", "--out", f"{tmp}/words.data", "--words", "3")
put("letter_data", "words.data", read(f"{tmp}/words.data"))
run("train", "--data", f"{tmp}/words.data", "--out", f"{tmp}/chain.json", "--passes", "2", "--train-folds", "0-9")
put("model_json", "chain.json", b"\x00" + read(f"{tmp}/chain.json"))

# Graphs: two nodes, one edge; an AMN model trained on it.
graphs = {"format": "m3studio-graphs", "schema": 1, "labels": ["a", "b"], "nodeFeatures": 2, "edgeFeatures": 1,
          "graphs": [{"name": "g", "nodes": [{"features": [1, 0], "label": "a"}, {"features": [0, 1], "label": "b"},
                                             {"features": [0.5, 0.5], "label": None}],
                      "edges": [{"a": 0, "b": 1, "features": [1]}, {"a": 1, "b": 2, "features": [0.5]}]}]}
put("graph_json", "tiny.json", json.dumps(graphs, indent=1))
with open(f"{tmp}/graphs.json", "w") as f:
    json.dump(graphs, f)
run("graph", "train", "--data", f"{tmp}/graphs.json", "--out", f"{tmp}/amn.json", "--passes", "2")
put("model_json", "amn.json", b"\x01" + read(f"{tmp}/amn.json"))
# A random forest on the same graph: OpenCV's tree text inside the model, checked before use.
run("graph", "train", "--data", f"{tmp}/graphs.json", "--out", f"{tmp}/forest.json", "--model-kind", "random-forest")
put("model_json", "forest.json", b"\x01" + read(f"{tmp}/forest.json"))
put("model_json", "mapping.json", b"\x06" + json.dumps({"labels": ["ground", "tree"], "codes": {"2": "ground", "5": "tree"}}).encode())
# A LEXICAL parser of two generated sentences: grammar, lexicon, span features and weights.
run("parse", "sample", "--out", f"{tmp}/trees.mrg", "--sentences", "2")
run("parse", "train", "--data", f"{tmp}/trees.mrg", "--out", f"{tmp}/parser.json", "--model-kind", "lexical",
    "--passes", "2", "--min-count", "1")
put("model_json", "parser.json", b"\x07" + read(f"{tmp}/parser.json"))

# Proteins: PDB with an SSBOND, FASTA with bonds=, a DISULFIND archive of one graph file.
atoms = []
for i, (res, x) in enumerate([("CYS", 0.0), ("ALA", 3.8), ("GLY", 7.6), ("CYS", 11.4)]):
    atoms.append("ATOM  %5d  CA  %s A%4d    %8.3f%8.3f%8.3f  1.00  0.00           C" % (2 * i + 1, res, i + 1, x, 0, 0))
    if res == "CYS":
        atoms.append("ATOM  %5d  SG  %s A%4d    %8.3f%8.3f%8.3f  1.00  0.00           S" % (2 * i + 2, res, i + 1, x, 1.0, 0))
pdb = "HEADER    TOXIN                                   01-JAN-00   1ABC\n" \
      "SSBOND   1 CYS A    1    CYS A    4                          1555   1555  2.04\n" + "\n".join(atoms) + "\nEND\n"
put("pdb", "1abc.pdb", pdb)
put("mmcif", "1abc.cif", 'data_1ABC\n_entry.id 1ABC\nloop_\n_atom_site.group_PDB\n_atom_site.id\n_atom_site.type_symbol\n_atom_site.label_atom_id\n_atom_site.label_alt_id\n_atom_site.label_comp_id\n_atom_site.label_asym_id\n_atom_site.label_entity_id\n_atom_site.label_seq_id\n_atom_site.pdbx_PDB_ins_code\n_atom_site.Cartn_x\n_atom_site.Cartn_y\n_atom_site.Cartn_z\n_atom_site.occupancy\n_atom_site.B_iso_or_equiv\n_atom_site.auth_seq_id\n_atom_site.auth_asym_id\n_atom_site.pdbx_PDB_model_num\nATOM 1 C CA . CYS A 1 1 ? 0.000 0.000 0.000 1.00 10.0 1 A 1\nATOM 2 S SG . CYS A 1 1 ? 1.000 0.000 0.000 1.00 10.0 1 A 1\nATOM 3 C CA . ALA A 1 2 ? 3.800 0.000 0.000 1.00 10.0 2 A 1\nATOM 4 C CA . CYS A 1 3 ? 4.000 2.000 0.000 1.00 10.0 3 A 1\nATOM 5 S SG . CYS A 1 3 ? 3.050 0.000 0.000 1.00 10.0 3 A 1\nHETATM 6 O O . HOH B 2 . ? 9.000 9.000 9.000 1.00 10.0 101 A 1\nloop_\n_struct_conn.id\n_struct_conn.conn_type_id\n_struct_conn.ptnr1_auth_asym_id\n_struct_conn.ptnr1_label_comp_id\n_struct_conn.ptnr1_auth_seq_id\n_struct_conn.ptnr1_label_atom_id\n_struct_conn.ptnr2_auth_asym_id\n_struct_conn.ptnr2_label_comp_id\n_struct_conn.ptnr2_auth_seq_id\n_struct_conn.ptnr2_label_atom_id\ndisulf1 disulf A CYS 1 SG A CYS 3 SG\n')
put("fasta", "two.fasta", ">p1 bonds=1-4\nCAGC\n>p2 bonds=2-5,3-8\nACCKCAAC\n")
graph = "id X.1\nglobal_target_dim 1\nlocal_target_dim 1\nnodes_input_dim 2\n\nnode 0.25 0.5\nnode 0.5 0.75\n\n" \
        "graph (2) 1\n\n0 1 1 \n1 1 0 \n"
put("disulfind", "X.1", graph)
buffer = io.BytesIO()
with tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as tar:
    info = tarfile.TarInfo("graphs/X.1")
    info.size = len(graph)
    tar.addfile(info, io.BytesIO(graph.encode()))
put("disulfind", "graphs.tar", buffer.getvalue())

# Multi-label: ARFF dense and sparse, and its MULAN label file.
put("arff", "dense.arff", "@relation tiny\n@attribute f1 numeric\n@attribute f2 numeric\n@attribute l1 {0,1}\n"
    "@attribute l2 {0,1}\n@data\n0.5,1,1,0\n-1,2e-3,0,1\n")
put("arff", "sparse.arff", "@relation 'tiny sparse'\n@attribute f1 numeric\n@attribute f2 numeric\n"
    "@attribute l1 {0,1}\n@data\n{0 0.5,2 1}\n{1 3}\n")
put("mulan_xml", "labels.xml", '<?xml version="1.0" encoding="utf-8"?>\n'
    '<labels xmlns="http://mulan.sourceforge.net/labels">\n<label name="l1"></label>\n<label name="l2"></label>\n</labels>\n')

# BSDS .mat: a groundTruth cell of one 2 x 3 segmentation (MAT v5, little-endian).
def element(kind, data):
    data += b"\0" * (-len(data) % 8)
    return struct.pack("<II", kind, len(data)) + data
def header(cls, dims, name):
    return element(6, struct.pack("<II", cls, 0)) + element(5, struct.pack("<%dI" % len(dims), *dims)) + element(1, name)
seg = [[1, 1, 2], [3, 3, 2]]
matrix = element(14, header(11, [2, 3], b"") + element(2, bytes(seg[y][x] for x in range(3) for y in range(2))))
names = b"Segmentation".ljust(32, b"\0") + b"Boundaries".ljust(32, b"\0")
cell = element(14, header(2, [1, 1], b"") + struct.pack("<II", (4 << 16) | 5, 32) + element(1, names) + matrix + matrix)
body = element(14, header(1, [1, 1], b"groundTruth") + cell)
mat_header = b"MATLAB 5.0 MAT-file, written by fuzz/make_seeds.py".ljust(116, b" ") + b"\0" * 8 + b"\x00\x01IM"
put("bsds_mat", "one.mat", mat_header + body)
put("bsds_mat", "compressed.mat", mat_header + struct.pack("<II", 15, len(zlib.compress(body))) + zlib.compress(body))

# Journal and project file.
put("label_journal", "edits.journal", '{"workbench": "handwriting", "base": {}}\n{"word": 0, "position": 1, "label": 3}\n')
put("project", "terrain.m3p", json.dumps({"format": "m3studio-project", "schema": 2, "workbench": "terrain",
                                           "saved": "2026-11-25T10:00:00", "state": {"labels": [[-1, 3], [2, 5]]}}))

# Images: first byte picks the reader (0-3 image, 4-7 mask, 8 palette).
def png(width, height, rows, palette=None):
    raw = b"".join(b"\0" + bytes(r) for r in rows)
    chunk = lambda kind, data: struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    colour_type = 3 if palette else 0  # indexed colour (Pascal VOC masks) or greyscale
    plte = chunk(b"PLTE", bytes(v for c in palette for v in c)) if palette else b""
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, colour_type, 0, 0, 0)) + \
        plte + chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
put("image", "grey.png", b"\x00" + png(4, 2, [[0, 50, 100, 150], [200, 250, 10, 20]]))
put("image", "mask.png", b"\x04" + png(4, 2, [[0, 1, 1, 2], [0, 0, 2, 2]]))
put("image", "voc.png", b"\x05" + png(4, 2, [[0, 1, 2, 3], [3, 2, 1, 0]], [(0, 0, 0), (128, 0, 0), (0, 128, 0), (224, 224, 192)]))
put("image", "palette.txt", b"\x08" + b"1 0 0 255 sky\n2 0 255 0 grass\n")

# COCO segmentation: polygons, plain runs and the COCO API's compressed runs, painted in order.
put("coco", "masks.json", json.dumps({
    "categories": [{"id": 3, "name": "sky"}, {"id": 7, "name": "road"}],
    "images": [{"id": 1, "file_name": "a.png", "width": 6, "height": 5},
               {"id": 2, "file_name": "dir/b.png", "width": 4, "height": 4}],
    "annotations": [
        {"image_id": 1, "category_id": 3, "segmentation": [[0, 0, 5, 0, 5, 2, 0, 2]], "iscrowd": 0},
        {"image_id": 1, "category_id": 7, "segmentation": {"size": [5, 6], "counts": [3, 4, 23]}, "iscrowd": 1},
        {"image_id": 2, "category_id": 7, "segmentation": {"size": [4, 4], "counts": "2:4"}, "iscrowd": 1}]}))
# labelme: every shape type, a later shape over an earlier one, __ignore__ unlabelling.
put("labelme", "photo.json", json.dumps({
    "version": "5.0.1", "imagePath": "../images/photo.jpg", "imageData": None, "imageWidth": 12, "imageHeight": 9,
    "shapes": [
        {"label": "road", "points": [[0, 0], [11, 0], [11, 8], [0, 8]], "shape_type": "polygon"},
        {"label": "car", "points": [[2, 2], [5, 4]], "shape_type": "rectangle"},
        {"label": "sky", "points": [[8, 4], [8, 6]], "shape_type": "circle"},
        {"label": "lane", "points": [[0, 7], [6, 7], [11, 3]], "shape_type": "linestrip"},
        {"label": "__ignore__", "points": [[9, 0], [11, 0], [11, 1]], "shape_type": None},
        {"label": "car", "points": [[3, 7]], "shape_type": "point"}]}))
# KITTI: the first byte is the scan's point count (16-byte records), then the scan, then its labels.
scan = b"".join(struct.pack("<4f", x, y, z, r) for x, y, z, r in [(1, 2, 0.5, 0.3), (-4, 0, 1, 0), (2.5, 7, -1, 0.9)])
labels = b"".join(struct.pack("<I", (instance << 16) | code) for code, instance in [(40, 0), (50, 2), (10, 7)])
put("kitti", "scan.bin", bytes([3]) + scan + labels)
print("seeds written to", root)
