// Hacking with Swift style (heart monitor): a Timer.publish sink in an ObservableObject feeds @Published readings and a PassthroughSubject of alerts; onReceive prints the alert before the body and onChange runs (rules §6.3, §4.4, §15.13, §15.15)
import SwiftUI
import Combine

final class HeartMonitor: ObservableObject {
    @Published private(set) var bpm = 60
    let alerts = PassthroughSubject<Int, Never>()
    private let readings = [72, 95, 130, 88]
    private var index = 0
    private var timer: AnyCancellable?

    func start() {
        timer = Timer.publish(every: 1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.next()
            }
    }

    func stop() {
        timer = nil
        print("monitor stopped")
    }

    private func next() {
        bpm = readings[index % readings.count]
        index += 1
        if bpm > 120 { alerts.send(bpm) }
    }
}

struct MonitorView: View {
    @StateObject private var monitor = HeartMonitor()

    var body: some View {
        let _ = print("body \(monitor.bpm) bpm")
        VStack {
            Text("\(monitor.bpm) bpm")
            Button("Stop") { monitor.stop() }
        }
        .onAppear { monitor.start() }
        .onReceive(monitor.alerts) { value in
            print("alert: \(value) bpm")
        }
        .onChange(of: monitor.bpm) { old, new in
            print("changed \(old) -> \(new)")
        }
    }
}
:mount MonitorView()
// expect: body 60 bpm
:advance 3s
// expect: body 72 bpm
// expect: changed 60 -> 72
// expect: body 95 bpm
// expect: changed 72 -> 95
// expect: alert: 130 bpm
// expect: body 130 bpm
// expect: changed 95 -> 130
:tap "Stop"
// expect: monitor stopped
:advance 2s
