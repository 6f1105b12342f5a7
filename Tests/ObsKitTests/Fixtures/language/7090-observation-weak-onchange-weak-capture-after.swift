// Blog style (observation with weak): onChange with [weak] capture after the model is gone
import Observation

@Observable
final class Weather {
    var temp = 12
    deinit { print("weather deinit") }
}

var w: Weather? = Weather()
var msgs: [String] = []

if let ww = w {
    withObservationTracking {
        _ = ww.temp
    } onChange: { [weak ww] in
        msgs.append("change, model alive: \(ww != nil)")
    }
}
w?.temp = 14
print(msgs)

if let ww = w {
    withObservationTracking { _ = ww.temp } onChange: {
        msgs.append("second change")
    }
}
print("releasing")
w = nil
print("released; messages \(msgs.count)")
print(msgs.last ?? "")
// expect: ["change, model alive: true"]
// expect: releasing
// expect: weather deinit
// expect: released; messages 1
// expect: change, model alive: true
