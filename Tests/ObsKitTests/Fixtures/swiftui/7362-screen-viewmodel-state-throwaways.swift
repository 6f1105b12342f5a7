// "A view model per screen, created in @State at the screen": the screen declares
// `@State private var model = LapScreenModel()` inline, and the screen sits inside a shell that has state of its own.
// What SwiftUI does: `@State`'s initial expression runs at every init of the screen, so each render of the shell makes
// a model (rules §3.1, Apple `state`); only the first is installed and keeps the laps (rules §3.2). A later one is kept
// alive only by the view value that made it, and goes when the next render replaces that value (rules §3.3): the new
// model's init prints in the shell's body, then the replaced throwaway deinits, then the screen's body runs, since a new
// object in `@State` makes the value differ (rules §2.5). At `:unmount` the installed model goes first, then the one
// the last view value holds (rules §1.4, ObsREPL's documented order).
// Sources: rules §1.4, §2.5, §3.1–§3.3, T6; https://developer.apple.com/documentation/swiftui/state
import SwiftUI

@MainActor
@Observable
final class LapScreenModel {
    static var made = 0
    let number: Int
    var laps: [Int] = []

    init() {
        Self.made += 1
        number = Self.made
        print("LapScreenModel \(number) init")
    }

    deinit { print("LapScreenModel \(number) deinit") }
}

struct LapScreen: View {
    @State private var model = LapScreenModel()

    var body: some View {
        let _ = print("LapScreen body: model \(model.number), \(model.laps.count) laps")
        Button("Lap") { model.laps.append(model.laps.count + 1) }
    }
}

struct AppShell: View {
    @State private var showBanner = false

    var body: some View {
        let _ = print("AppShell body: banner \(showBanner)")
        VStack {
            if showBanner {
                Text("New version available")
            }
            Button("Toggle banner") { showBanner.toggle() }
            LapScreen()
        }
    }
}

:mount AppShell()
// expect: AppShell body: banner false
// expect: LapScreenModel 1 init
// expect: LapScreen body: model 1, 0 laps
:tap "Lap"
// expect: LapScreen body: model 1, 1 laps
:tap "Toggle banner"
// expect: AppShell body: banner true
// expect: LapScreenModel 2 init
// expect: LapScreen body: model 1, 1 laps
:tap "Toggle banner"
// expect: AppShell body: banner false
// expect: LapScreenModel 3 init
// expect: LapScreenModel 2 deinit
// expect: LapScreen body: model 1, 1 laps
:tap "Lap"
// expect: LapScreen body: model 1, 2 laps
:unmount
// expect: LapScreenModel 1 deinit
// expect: LapScreenModel 3 deinit
