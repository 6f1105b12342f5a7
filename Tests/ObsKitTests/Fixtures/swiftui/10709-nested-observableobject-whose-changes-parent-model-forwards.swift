// combine style: a nested ObservableObject whose changes the parent model forwards with `settings.objectWillChange.sink { [weak self] _ in self?.objectWillChange.send() }`; a view observing only the parent model runs its body when the nested settings change (rules §6.1, §6.5, §10.1)
import SwiftUI
import Combine

final class DisplaySettings: ObservableObject {
    @Published var darkMode = false
}

final class AppModel: ObservableObject {
    let settings = DisplaySettings()
    @Published var title = "Home"
    private var bag = Set<AnyCancellable>()

    init() {
        settings.objectWillChange
            .sink { [weak self] _ in
                print("forwarding settings change")
                self?.objectWillChange.send()
            }
            .store(in: &bag)
    }
}

struct AppScreen: View {
    @StateObject private var app = AppModel()

    var body: some View {
        let _ = print("AppScreen body: \(app.title) dark=\(app.settings.darkMode)")
        VStack {
            Button("Toggle dark") { app.settings.darkMode.toggle() }
            Button("Rename") { app.title = "Start" }
        }
    }
}

:mount AppScreen()
// expect: AppScreen body: Home dark=false
:tap "Toggle dark"
// expect: forwarding settings change
// expect: AppScreen body: Home dark=true
:tap "Rename"
// expect: AppScreen body: Start dark=true
