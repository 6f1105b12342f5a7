// Swift Evolution style (SE-0380): if and switch used as expressions for returns, bindings and assignments
enum Weather { case sunny, cloudy(coverage: Int), rainy(mm: Double) }

func icon(for weather: Weather) -> String {
    switch weather {
    case .sunny: "sun"
    case .cloudy(let coverage) where coverage > 70: "overcast"
    case .cloudy: "partly"
    case .rainy(let mm): mm > 10 ? "storm" : "drizzle"
    }
}

func bmiCategory(_ bmi: Double) -> String {
    if bmi < 18.5 { "under" } else if bmi < 25 { "normal" } else { "over" }
}

struct ParseFailure: Error { let text: String }

func parseLevel(_ text: String) throws -> Int {
    let level = switch text {
    case "low": 1
    case "mid": 5
    case "high": 9
    default: throw ParseFailure(text: text)
    }
    return level * 10
}

let forecasts: [Weather] = [.sunny, .cloudy(coverage: 80), .cloudy(coverage: 20), .rainy(mm: 2.5), .rainy(mm: 14)]
for f in forecasts {
    print(icon(for: f))
}

print(bmiCategory(17.0), bmiCategory(22.4), bmiCategory(31.9))

let ratio: Double = if forecasts.count > 3 { 1 } else { 0.5 }
print("ratio \(ratio)")

var status: String
let code = 404
status = switch code {
case 200..<300: "ok"
case 400..<500: "client error"
default: "other"
}
print(status)

for text in ["mid", "extreme", "high"] {
    do {
        print("level", try parseLevel(text))
    } catch let e as ParseFailure {
        print("bad level \(e.text)")
    }
}

let label = if let first = forecasts.first, case .sunny = first { "starts sunny" } else { "starts dull" }
print(label)

let nested = switch code / 100 {
case 4: if code == 404 { "not found" } else { "4xx" }
default: "n/a"
}
print(nested)
// expect: sun
// expect: overcast
// expect: partly
// expect: drizzle
// expect: storm
// expect: under normal over
// expect: ratio 1.0
// expect: client error
// expect: level 50
// expect: bad level extreme
// expect: level 90
// expect: starts sunny
// expect: not found
