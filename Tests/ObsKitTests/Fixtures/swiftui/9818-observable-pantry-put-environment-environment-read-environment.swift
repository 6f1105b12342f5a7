// Apple sample style ("Managing model data in your app"): an @Observable Pantry put in the environment with .environment(_:) and read with @Environment(Pantry.self); each view re-runs only for the properties its body read, and an editor makes bindings with a local @Bindable (rules §14.2, §8.3, §8.5)
import SwiftUI

@Observable
final class Pantry {
    var flour = 2
    var sugar = 1
}

struct FlourView: View {
    @Environment(Pantry.self) private var pantry

    var body: some View {
        let _ = print("FlourView body: \(pantry.flour)")
        Text("Flour: \(pantry.flour)")
    }
}

struct SugarView: View {
    @Environment(Pantry.self) private var pantry

    var body: some View {
        let _ = print("SugarView body: \(pantry.sugar)")
        Button("Use sugar (\(pantry.sugar))") { pantry.sugar -= 1 }
    }
}

struct PantryEditor: View {
    @Environment(Pantry.self) private var pantry

    var body: some View {
        @Bindable var editable = pantry
        let _ = print("PantryEditor body: \(pantry.flour)")
        Stepper("Flour \(pantry.flour)", value: $editable.flour)
    }
}

struct KitchenView: View {
    @State private var pantry = Pantry()

    var body: some View {
        let _ = print("KitchenView body")
        VStack {
            FlourView()
            SugarView()
            PantryEditor()
        }
        .environment(pantry)
    }
}

:mount KitchenView()
// expect: KitchenView body
// expect: FlourView body: 2
// expect: SugarView body: 1
// expect: PantryEditor body: 2
:step "Flour 2" up
// expect: FlourView body: 3
// expect: PantryEditor body: 3
:tap "Use sugar (1)"
// expect: SugarView body: 0
