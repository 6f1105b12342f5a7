// Tutorial style (special floats): nonConformingFloatStrategy for infinity and NaN, plus number formatting in output
import Foundation

struct Measurement: Codable {
    let label: String
    let value: Double
}

let samples = [
    Measurement(label: "normal", value: 1.25),
    Measurement(label: "huge", value: .infinity),
    Measurement(label: "negHuge", value: -.infinity),
    Measurement(label: "undefined", value: .nan),
]

let strict = JSONEncoder()
strict.outputFormatting = .sortedKeys
do {
    _ = try strict.encode(samples)
} catch EncodingError.invalidValue(let value, let context) {
    print("Cannot encode \(value) at \(context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue })")
}

let lenient = JSONEncoder()
lenient.outputFormatting = .sortedKeys
lenient.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
let data = try lenient.encode(samples)
print(String(decoding: data, as: UTF8.self))

let decoder = JSONDecoder()
decoder.nonConformingFloatDecodingStrategy = .convertFromString(positiveInfinity: "+inf", negativeInfinity: "-inf", nan: "nan")
let back = try decoder.decode([Measurement].self, from: data)
for m in back {
    print(m.label, m.value, m.value.isFinite, m.value.isNaN)
}

let plainDecoder = JSONDecoder()
if (try? plainDecoder.decode([Measurement].self, from: data)) == nil {
    print("plain decoder rejects the strings")
}

let numbers: [Double] = [0.1, 1e-7, 1e21, 100, 2.5e10, -0.0, 1.0 / 3.0]
print(String(decoding: try strict.encode(numbers), as: UTF8.self))
let floats: [Float] = [0.1, 3.75, 16777216]
print(String(decoding: try strict.encode(floats), as: UTF8.self))
let decodedDoubles = try plainDecoder.decode([Double].self, from: Data("[1e3, 2.50, -0.125, 12345678901234567890]".utf8))
print(decodedDoubles)

// expect: Cannot encode inf at ["1", "value"]
// expect: [{"label":"normal","value":1.25},{"label":"huge","value":"+inf"},{"label":"negHuge","value":"-inf"},{"label":"undefined","value":"nan"}]
// expect: normal 1.25 true false
// expect: huge inf false false
// expect: negHuge -inf false false
// expect: undefined nan false true
// expect: plain decoder rejects the strings
// expect: [0.1,1e-07,1e+21,100,25000000000,-0,0.3333333333333333]
// expect: [0.1,3.75,16777216]
// expect: [1000.0, 2.5, -0.125, 1.2345678901234567e+19]
