// identity-and-lifetime style: switch cases as identities against one configured view: PreviewPane in each case gets a new @StateObject when the mode flips (old deinit, new init), while StablePane, one view handed the mode, keeps its first model (the closure is ignored after install) though its body runs because its capturing StateObject closure always differs (rules §1.1, §1.4, §2.5, §4.3, T9)
import SwiftUI

enum Mode: String {
    case light, dark
}

final class ThemePreview: ObservableObject {
    let name: String

    init(name: String) {
        self.name = name
        print("ThemePreview(\(name)) init")
    }

    deinit { print("ThemePreview(\(name)) deinit") }
}

struct PreviewPane: View {
    @StateObject private var preview: ThemePreview

    init(mode: Mode) {
        _preview = StateObject(wrappedValue: ThemePreview(name: "switch-\(mode.rawValue)"))
    }

    var body: some View {
        let _ = print("PreviewPane body: \(preview.name)")
        Text(preview.name)
    }
}

struct StablePane: View {
    let mode: Mode
    @StateObject private var preview: ThemePreview

    init(mode: Mode) {
        self.mode = mode
        _preview = StateObject(wrappedValue: ThemePreview(name: "stable-\(mode.rawValue)"))
    }

    var body: some View {
        let _ = print("StablePane body: \(preview.name) for mode \(mode.rawValue)")
        Text(preview.name)
    }
}

struct ThemeScreen: View {
    @State private var mode = Mode.light

    var body: some View {
        let _ = print("ThemeScreen body: \(mode.rawValue)")
        VStack {
            Button("Flip mode") { mode = mode == .light ? .dark : .light }
            switch mode {
            case .light:
                PreviewPane(mode: .light)
            case .dark:
                PreviewPane(mode: .dark)
            }
            StablePane(mode: mode)
        }
    }
}

:mount ThemeScreen()
// expect: ThemeScreen body: light
// expect: ThemePreview(switch-light) init
// expect: PreviewPane body: switch-light
// expect: ThemePreview(stable-light) init
// expect: StablePane body: stable-light for mode light
:tap "Flip mode"
// expect: ThemeScreen body: dark
// expect: ThemePreview(switch-light) deinit
// expect: ThemePreview(switch-dark) init
// expect: PreviewPane body: switch-dark
// expect: StablePane body: stable-light for mode dark
:tap "Flip mode"
// expect: ThemeScreen body: light
// expect: ThemePreview(switch-dark) deinit
// expect: ThemePreview(switch-light) init
// expect: PreviewPane body: switch-light
// expect: StablePane body: stable-light for mode light
