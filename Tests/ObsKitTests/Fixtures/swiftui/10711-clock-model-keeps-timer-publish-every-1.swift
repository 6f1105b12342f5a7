// combine style: a clock model keeps `Timer.publish(every: 1, on: .main, in: .common).autoconnect()` and assigns each tick's Date to a @Published property; the tick carries the time of the tick on the virtual clock (09:41:00 at start), so the seconds read 1, 2, 3 (rules §15.15)
import SwiftUI
import Combine

final class ClockModel: ObservableObject {
    @Published private(set) var now = Date()
    private var bag = Set<AnyCancellable>()

    init() {
        Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] date in self?.now = date }
            .store(in: &bag)
    }
}

struct ClockFace: View {
    @StateObject private var clock = ClockModel()

    var body: some View {
        let calendar = Calendar.current
        let _ = print("ClockFace body: \(calendar.component(.hour, from: clock.now)):\(calendar.component(.minute, from: clock.now)):\(calendar.component(.second, from: clock.now))")
        Text(clock.now, style: .time)
    }
}

:mount ClockFace()
// expect: ClockFace body: 9:41:0
:advance 3s
// expect: ClockFace body: 9:41:1
// expect: ClockFace body: 9:41:2
// expect: ClockFace body: 9:41:3
