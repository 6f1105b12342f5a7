// Swift Forums style: "a clock driven by a publisher": the timer is replaced by a PassthroughSubject the script sends to; onReceive writes @State, an equal value is ignored, and each top-level statement is an update of its own (rules §3.4, §10.1 ObsREPL's choice, §15.15)
import SwiftUI
import Combine

let ticks = PassthroughSubject<Int, Never>()

struct ClockFace: View {
    @State private var seconds = 0

    var body: some View {
        let _ = print("ClockFace body: \(seconds)s")
        Text("\(seconds)s")
            .onReceive(ticks) { value in
                print("received \(value)")
                seconds = value
            }
    }
}

:mount ClockFace()
// expect: ClockFace body: 0s
ticks.send(1)
// expect: received 1
// expect: ClockFace body: 1s
ticks.send(1)
// expect: received 1
ticks.send(2)
// expect: received 2
// expect: ClockFace body: 2s
