// Compiler test style: array literals typed by annotation versus default element types
let xs: [Double] = [1, 2, 3]
print(xs)
print(type(of: xs))

let ys = [1, 2.5]
print(ys, type(of: ys))

let zs = [1, 2, 3]
print(zs, type(of: zs))

let fs: [Float] = [0, 1, 2]
print(fs, type(of: fs))

let ns: [Int?] = [1, nil, 3]
print(ns, type(of: ns))

let strs = ["a", "b"]
print(type(of: strs))

let nested: [[Double]] = [[1, 2], [3]]
print(nested)

let empty: [UInt8] = []
print(empty.count, type(of: empty))

let mixed = [[1], [2.5, 3]]
print(mixed, type(of: mixed))

let set: Set<Double> = [4]
print(set, type(of: set))
// expect: [1.0, 2.0, 3.0]
// expect: Array<Double>
// expect: [1.0, 2.5] Array<Double>
// expect: [1, 2, 3] Array<Int>
// expect: [0.0, 1.0, 2.0] Array<Float>
// expect: [Optional(1), nil, Optional(3)] Array<Optional<Int>>
// expect: Array<String>
// expect: [[1.0, 2.0], [3.0]]
// expect: 0 Array<UInt8>
// expect: [[1.0], [2.5, 3.0]] Array<Array<Double>>
// expect: [4.0] Set<Double>
