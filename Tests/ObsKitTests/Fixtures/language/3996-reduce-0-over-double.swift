// Compiler test style: reduce(0, +) over Double, Float and Int arrays
let doubles = [1.5, 2.5, 3.0]
let dsum = doubles.reduce(0, +)
print(dsum, type(of: dsum))

let floats: [Float] = [0.25, 0.5, 0.25]
let fsum = floats.reduce(0, +)
print(fsum, type(of: fsum))

let ints = [1, 2, 3, 4]
let isum = ints.reduce(0, +)
print(isum, type(of: isum))

let product = ints.reduce(1, *)
print(product)

let dprod = doubles.reduce(1, *)
print(dprod)

let u8: [UInt8] = [10, 20, 30]
let u8sum = u8.reduce(0, +)
print(u8sum, type(of: u8sum))

let widened = u8.reduce(0) { $0 + Int($1) }
print(widened, type(of: widened))

let maxD = doubles.reduce(-1, max)
print(maxD)

let strs = ["a", "b", "c"].reduce("", +)
print(strs, type(of: strs))

let avg = doubles.reduce(0, +) / Double(doubles.count)
print(avg)
// expect: 7.0 Double
// expect: 1.0 Float
// expect: 10 Int
// expect: 24
// expect: 11.25
// expect: 60 UInt8
// expect: 60 Int
// expect: 3.0
// expect: abc String
// expect: 2.3333333333333335
