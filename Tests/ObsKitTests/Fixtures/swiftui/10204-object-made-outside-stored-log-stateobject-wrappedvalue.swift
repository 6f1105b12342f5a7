// Apple docs style, PITFALL ON PURPOSE (the StateObject page warns of it): an object made outside and stored with `_log = StateObject(wrappedValue: log)` in init — only the first value is ever used; each parent render makes a throwaway that lives until the next render replaces the view value, and the capturing closure makes the child's body run every time (rules §4.3, §3.3, §2.5, §1.4)
import SwiftUI

final class SessionLog: ObservableObject {
    let number: Int

    init(number: Int) {
        self.number = number
        print("SessionLog \(number) init")
    }

    deinit { print("SessionLog \(number) deinit") }
}

struct SessionView: View {
    @StateObject private var log: SessionLog

    init(log: SessionLog) {
        _log = StateObject(wrappedValue: log)
    }

    var body: some View {
        let _ = print("SessionView shows \(log.number)")
        Text("Session \(log.number)")
    }
}

struct SessionHost: View {
    @State private var session = 1

    var body: some View {
        VStack {
            Text("Current \(session)")
            SessionView(log: SessionLog(number: session))
            Button("Next session") { session += 1 }
        }
    }
}

:mount SessionHost()
// expect: SessionLog 1 init
// expect: SessionView shows 1
:tap "Next session"
// expect: SessionLog 2 init
// expect: SessionView shows 1
:tap "Next session"
// expect: SessionLog 3 init
// expect: SessionLog 2 deinit
// expect: SessionView shows 1
:unmount
// expect: SessionLog 1 deinit
// expect: SessionLog 3 deinit
