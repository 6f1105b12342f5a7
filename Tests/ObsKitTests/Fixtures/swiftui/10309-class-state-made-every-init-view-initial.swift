// identity-and-lifetime style: a class in @State is made at every init of the view (the initial value is an argument, not a closure): the first instance is installed and kept for the node's life, each later one is a throwaway that lives only until the next parent render replaces the view value that holds it (rules §3.1, §3.2, §3.3, §2.5, T6)
import SwiftUI

final class SessionLog {
    static var made = 0
    let number: Int

    init() {
        SessionLog.made += 1
        number = SessionLog.made
        print("SessionLog \(number) init")
    }

    deinit { print("SessionLog \(number) deinit") }
}

struct LogView: View {
    @State private var log = SessionLog()

    var body: some View {
        let _ = print("LogView body: log \(log.number)")
        Text("Log \(log.number)")
    }
}

struct LogHost: View {
    @State private var ticks = 0

    var body: some View {
        let _ = print("LogHost body: \(ticks)")
        VStack {
            Button("Tick") { ticks += 1 }
            LogView()
        }
    }
}

:mount LogHost()
// expect: LogHost body: 0
// expect: SessionLog 1 init
// expect: LogView body: log 1
:tap "Tick"
// expect: LogHost body: 1
// expect: SessionLog 2 init
// expect: LogView body: log 1
:tap "Tick"
// expect: LogHost body: 2
// expect: SessionLog 3 init
// expect: SessionLog 2 deinit
// expect: LogView body: log 1
