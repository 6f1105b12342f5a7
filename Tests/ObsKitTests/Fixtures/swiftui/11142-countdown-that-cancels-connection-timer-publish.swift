// Hacking with Swift style (countdown that cancels its connection): a Timer.publish connected in onAppear, its Cancellable kept in @State and cancelled at zero; unread state writes run no body (rules §3.5, §11.1, §15.15)
import SwiftUI
import Combine

struct CountdownView: View {
    @State private var remaining = 3
    @State private var connection: Cancellable?
    private let publisher = Timer.publish(every: 1, on: .main, in: .common)

    var body: some View {
        let _ = print("body remaining=\(remaining)")
        Text(remaining > 0 ? "\(remaining)" : "Liftoff!")
            .onAppear {
                connection = publisher.connect()
                print("connected")
            }
            .onReceive(publisher) { _ in
                remaining -= 1
                print("tick -> \(remaining)")
                if remaining == 0 {
                    connection?.cancel()
                    connection = nil
                    print("timer cancelled")
                }
            }
    }
}
:mount CountdownView()
// expect: body remaining=3
// expect: connected
:advance 5s
// expect: tick -> 2
// expect: body remaining=2
// expect: tick -> 1
// expect: body remaining=1
// expect: tick -> 0
// expect: timer cancelled
// expect: body remaining=0
:advance 3s
