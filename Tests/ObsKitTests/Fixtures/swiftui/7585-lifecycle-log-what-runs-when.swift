// SwiftLee-style "view lifecycle in MVVM, in order": a screen and a child log their inits, their view models' inits,
// bodies, onAppear and task, so the reader sees what SwiftUI runs when
// What SwiftUI does: a stored property's initial value runs before the init's body (Swift), and `@State`'s initial
// expression runs at every init (rules §3.1): `LifecycleViewModel init` comes before `LifecycleScreen init`. The
// child's struct is built in the parent's body (rules §2.6); its `@StateObject` closure runs right before its first
// body (rules §4.2). Appearance callbacks run after the update, parent before child (rules §10.3, §11.1), then the
// task starts (rules §11.3, §10.1). A parent re-render builds the child again (its init prints) but its
// `@StateObject` closure, capturing nothing, compares equal and the child's body is skipped (rules §2.5, §2.7);
// appearance callbacks do not run again (rules §11.1). `:unmount` runs the disappear callbacks, parent first.
// Sources: rules §2.5, §2.6, §2.7, §3.1, §4.2, §10.1, §10.3, §11.1, §11.3; Apple `View/onAppear(perform:)`
// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
// Order corrected (2026-12-02, rules §11.1): appearance effects run innermost first, and after a push or a pop appearances come before disappearances. This supersedes what the header above says of the order.
import SwiftUI

@MainActor
@Observable
final class LifecycleViewModel {
    var bumps = 0

    init() {
        print("LifecycleViewModel init")
    }
}

@MainActor
final class ChildModel: ObservableObject {
    @Published var note = "child"

    init() {
        print("ChildModel init")
    }
}

struct LifecycleChild: View {
    @StateObject private var model = ChildModel()

    init() {
        print("LifecycleChild init")
    }

    var body: some View {
        let _ = print("LifecycleChild body")
        Text(model.note)
            .onAppear { print("LifecycleChild onAppear") }
            .onDisappear { print("LifecycleChild onDisappear") }
    }
}

struct LifecycleScreen: View {
    @State private var viewModel = LifecycleViewModel()

    init() {
        print("LifecycleScreen init")
    }

    var body: some View {
        let _ = print("LifecycleScreen body, bumps \(viewModel.bumps)")
        VStack {
            LifecycleChild()
            Button("Bump") { viewModel.bumps += 1 }
        }
        .onAppear { print("LifecycleScreen onAppear") }
        .onDisappear { print("LifecycleScreen onDisappear") }
        .task { print("LifecycleScreen task") }
    }
}

:mount LifecycleScreen()
// expect: LifecycleViewModel init
// expect: LifecycleScreen init
// expect: LifecycleScreen body, bumps 0
// expect: LifecycleChild init
// expect: ChildModel init
// expect: LifecycleChild body
// expect: LifecycleChild onAppear
// expect: LifecycleScreen onAppear
// expect: LifecycleScreen task
:tap "Bump"
// expect: LifecycleScreen body, bumps 1
// expect: LifecycleChild init
:unmount
// expect: LifecycleChild onDisappear
// expect: LifecycleScreen onDisappear
