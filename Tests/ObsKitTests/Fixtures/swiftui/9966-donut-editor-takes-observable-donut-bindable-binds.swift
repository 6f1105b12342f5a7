// WWDC23 "Discover Observation in SwiftUI" style: a donut editor takes the @Observable donut as @Bindable and binds a TextField to $donut.name; making that binding reads `name`, so the editor re-runs at each keystroke, as does the preview row that shows the name, while the screen that owns the donut in @State and reads none of its properties does not run again (rules §8.5, §9.2, §8.3, §12.2)
import SwiftUI

@Observable
final class Donut {
    var name: String
    var glaze = "Chocolate"

    init(name: String) { self.name = name }
}

struct DonutPreviewRow: View {
    let donut: Donut

    var body: some View {
        let _ = print("DonutPreviewRow body: \(donut.name) with \(donut.glaze)")
        Text("\(donut.name) (\(donut.glaze))")
    }
}

struct DonutEditor: View {
    @Bindable var donut: Donut

    var body: some View {
        let _ = Self._printChanges()
        Form {
            TextField("Name", text: $donut.name)
        }
    }
}

struct DonutEditorScreen: View {
    @State private var donut = Donut(name: "Cruller")

    var body: some View {
        let _ = print("DonutEditorScreen body")
        VStack {
            DonutPreviewRow(donut: donut)
            DonutEditor(donut: donut)
            Button("Change glaze") { donut.glaze = "Strawberry" }
        }
    }
}

:mount DonutEditorScreen()
// expect: DonutEditorScreen body
// expect: DonutPreviewRow body: Cruller with Chocolate
// expect: DonutEditor: @self changed.
:type "s" into "Name"
// expect: DonutPreviewRow body: Crullers with Chocolate
// expect: DonutEditor: @dependencies changed.
:tap "Change glaze"
// expect: DonutPreviewRow body: Crullers with Strawberry
