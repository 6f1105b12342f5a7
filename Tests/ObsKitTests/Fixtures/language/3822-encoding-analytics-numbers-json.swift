// App code style: encoding analytics numbers to JSON to see how doubles, ints and bools are written
// known-gap: line 6: expected 'data corrupted at []', got 'data corrupted at ["value"]'
import Foundation

struct Metrics: Codable {
    var ratio: Double
    var tiny: Double
    var huge: Double
    var whole: Double
    var negative: Double
    var count: Int
    var big: Int64
    var unsigned: UInt8
    var flag: Bool
    var floatValue: Float
    var series: [Double]
}

let m = Metrics(ratio: 0.1 + 0.2, tiny: 0.000001, huge: 1e21, whole: 3.0, negative: -0.5,
                count: -42, big: Int64.max, unsigned: 255, flag: true, floatValue: 0.1,
                series: [1.5, 2.25, 100, 1e-7, 123456789.125])
let enc = JSONEncoder()
enc.outputFormatting = .sortedKeys
let data = try! enc.encode(m)
print(String(decoding: data, as: UTF8.self))

let back = try! JSONDecoder().decode(Metrics.self, from: data)
print("ratio same:", back.ratio == m.ratio, "big same:", back.big == m.big)
print("series:", back.series)

let looseJSON = #"{"ratio":1,"tiny":2e-3,"huge":1E3,"whole":7,"negative":-0,"count":5,"big":9,"unsigned":0,"flag":false,"floatValue":2.5,"series":[]}"#
let loose = try! JSONDecoder().decode(Metrics.self, from: Data(looseJSON.utf8))
print("loose:", loose.ratio, loose.tiny, loose.huge, loose.whole, loose.negative, loose.floatValue)

for bad in [#"{"value":1.5}"#, #"{"value":300}"#, #"{"value":"7"}"#] {
    struct Box: Decodable { let value: UInt8 }
    do {
        let b = try JSONDecoder().decode(Box.self, from: Data(bad.utf8))
        print("decoded:", b.value)
    } catch DecodingError.typeMismatch(let type, _) {
        print("type mismatch for \(type)")
    } catch DecodingError.dataCorrupted(let ctx) {
        print("data corrupted at \(ctx.codingPath.map(\.stringValue))")
    } catch {
        print("other error")
    }
}
print(String(decoding: try! enc.encode([Double.pi, -1.0, 1e100]), as: UTF8.self))
// expect: {"big":9223372036854775807,"count":-42,"flag":true,"floatValue":0.1,"huge":1e+21,"negative":-0.5,"ratio":0.30000000000000004,"series":[1.5,2.25,100,1e-07,123456789.125],"tiny":1e-06,"unsigned":255,"whole":3}
// expect: ratio same: true big same: true
// expect: series: [1.5, 2.25, 100.0, 1e-07, 123456789.125]
// expect: loose: 1.0 0.002 1000.0 7.0 -0.0 2.5
// expect: data corrupted at []
// expect: data corrupted at []
// expect: type mismatch for UInt8
// expect: [3.141592653589793,-1,1e+100]
