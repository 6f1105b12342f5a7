// "Two views with @AppStorage on the same key: does the other one update?": a write through one wrapper invalidates every view reading that user default, and the value survives a relaunch (Apple: AppStorage "invalidates a view on a change in value in that user default"; README: @AppStorage kept for the session, :remount)
import SwiftUI

struct GreetingHeader: View {
    @AppStorage("nickname") private var nickname = "guest"

    var body: some View {
        let _ = print("header: hello \(nickname)")
        Text("Hello, \(nickname)")
    }
}

struct NicknamePicker: View {
    @AppStorage("nickname") private var nickname = "guest"

    var body: some View {
        Button("Call me Kai") { nickname = "Kai" }
    }
}

struct ProfileSettings: View {
    var body: some View {
        VStack {
            GreetingHeader()
            NicknamePicker()
        }
    }
}

:mount ProfileSettings()
:tap "Call me Kai"
:remount

// expect: header: hello guest
// expect: header: hello Kai
// expect: header: hello Kai
