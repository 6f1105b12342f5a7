// Blog style (the classic @UserDefault wrapper): a plain wrapper over UserDefaults.standard inside an ObservableObject publishes nothing by itself, so the username sends objectWillChange from willSet and the launch count doesn't; a view with @AppStorage on the same key still sees the launch count change (rules §6.3, §6.5, §15.14, §4.4)
import SwiftUI
import Combine

@propertyWrapper
struct UserDefault<Value> {
    let key: String
    let defaultValue: Value

    var wrappedValue: Value {
        get { UserDefaults.standard.object(forKey: key) as? Value ?? defaultValue }
        set { UserDefaults.standard.set(newValue, forKey: key) }
    }
}

final class SettingsStore: ObservableObject {
    @UserDefault(key: "username", defaultValue: "guest") var username: String {
        willSet { objectWillChange.send() }
    }

    // Mistake: stored in UserDefaults, but the store never announces it.
    @UserDefault(key: "launchCount", defaultValue: 0) var launchCount: Int
}

struct StoreView: View {
    @StateObject private var store = SettingsStore()

    var body: some View {
        let _ = print("StoreView body: \(store.username), launches \(store.launchCount)")
        VStack {
            Button("Rename") { store.username = "taylor" }
            Button("Launch") { store.launchCount += 1 }
        }
    }
}

struct LaunchBadge: View {
    @AppStorage("launchCount") private var launches = 0

    var body: some View {
        let _ = print("LaunchBadge body: \(launches)")
        Text("Launched \(launches) times")
    }
}

struct ContentView: View {
    var body: some View {
        VStack {
            StoreView()
            LaunchBadge()
        }
    }
}

:mount ContentView()
// expect: StoreView body: guest, launches 0
// expect: LaunchBadge body: 0
:tap "Rename"
// expect: StoreView body: taylor, launches 0
:tap "Launch"
// expect: LaunchBadge body: 1
:tap "Launch"
// expect: LaunchBadge body: 2
:tap "Rename"
// expect: StoreView body: taylor, launches 2
