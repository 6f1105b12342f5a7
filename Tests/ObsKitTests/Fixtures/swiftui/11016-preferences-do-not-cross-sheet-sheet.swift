// Stack Overflow style (preferences do not cross a sheet): the sheet's own preference never reaches the presenter's onPreferenceChange; only the main content's value does (rules §15.23, §15.14)
import SwiftUI

struct ScreenNameKey: PreferenceKey {
    static var defaultValue: String { "" }
    static func reduce(value: inout String, nextValue: () -> String) {
        let next = nextValue()
        if !next.isEmpty { value = value.isEmpty ? next : value + "+" + next }
    }
}

struct ContentView: View {
    @State private var showSheet = false

    var body: some View {
        VStack {
            Text("Main")
                .preference(key: ScreenNameKey.self, value: "main")
            Button("Open settings") { showSheet = true }
        }
        .sheet(isPresented: $showSheet) {
            Text("Settings")
                .preference(key: ScreenNameKey.self, value: "settings")
                .onAppear { print("sheet shown") }
        }
        .onPreferenceChange(ScreenNameKey.self) { name in
            print("screen: \(name)")
        }
    }
}
:mount ContentView()
// expect: screen: main
:tap "Open settings"
// expect: sheet shown
:dismiss
