// Tutorial style (an AsyncStream with a producer task): a heartbeat stream's producer yields every second; the monitor's .task consumes it; hiding the view cancels the consumer, the stream's onTermination cancels the producer, and nothing ticks afterwards (rules §11.3, §8.3, §1.4, §3.1)
import SwiftUI
import Observation

@MainActor
func heartbeatStream(every interval: Duration) -> AsyncStream<Int> {
    AsyncStream { continuation in
        let producer = Task {
            var beat = 0
            while !Task.isCancelled {
                try? await Task.sleep(for: interval)
                beat += 1
                continuation.yield(beat)
            }
        }
        continuation.onTermination = { termination in
            print("heartbeat terminated: \(termination)")
            producer.cancel()
        }
    }
}

@MainActor
@Observable
final class HeartRateMonitor {
    var latestBeat = 0
    var isMonitoring = false

    func monitor() async {
        isMonitoring = true
        print("monitor started")
        for await beat in heartbeatStream(every: .seconds(1)) {
            latestBeat = beat
            print("beat \(beat)")
        }
        isMonitoring = false
        print("monitor stopped")
    }
}

struct MonitorView: View {
    @State private var monitor = HeartRateMonitor()

    var body: some View {
        let _ = print("body: beat \(monitor.latestBeat), monitoring \(monitor.isMonitoring)")
        Text("♥︎ \(monitor.latestBeat)")
            .task { await monitor.monitor() }
    }
}

struct RootView: View {
    @State private var showMonitor = true

    var body: some View {
        VStack {
            Button(showMonitor ? "Hide Monitor" : "Show Monitor") { showMonitor.toggle() }
            if showMonitor {
                MonitorView()
            }
        }
    }
}

:mount RootView()
// expect: body: beat 0, monitoring false
// expect: monitor started
// expect: body: beat 0, monitoring true
:advance 2s
// expect: beat 1
// expect: body: beat 1, monitoring true
// expect: beat 2
// expect: body: beat 2, monitoring true
:tap "Hide Monitor"
// expect: heartbeat terminated: cancelled
// expect: monitor stopped
:advance 2s
:tap "Show Monitor"
// expect: body: beat 0, monitoring false
// expect: monitor started
// expect: body: beat 0, monitoring true
:advance 1s
// expect: beat 1
// expect: body: beat 1, monitoring true
