// Two views share @AppStorage("displayName"): typing in one re-runs the other, and so does a write straight to UserDefaults.standard; expected output by the SwiftUI rules (Apple: AppStorage "reflects a value from UserDefaults and invalidates a view on a change in value in that user default")
import SwiftUI

struct GreetingHeader: View {
    @AppStorage("displayName") private var displayName = "Guest"

    var body: some View {
        let _ = print("header: Hello, \(displayName)!")
        Text("Hello, \(displayName)!")
    }
}

struct NameSettings: View {
    @AppStorage("displayName") private var displayName = "Guest"

    var body: some View {
        TextField("Display name", text: $displayName)
    }
}

struct ProfileTab: View {
    var body: some View {
        VStack {
            GreetingHeader()
            NameSettings()
            Button("Use nickname") {
                UserDefaults.standard.set("Lulu", forKey: "displayName")
            }
        }
    }
}

:mount ProfileTab()
:clear "Display name"
:type "Lu" into "Display name"
:tap "Use nickname"

// expect: header: Hello, Guest!
// expect: header: Hello, !
// expect: header: Hello, L!
// expect: header: Hello, Lu!
// expect: header: Hello, Lulu!
