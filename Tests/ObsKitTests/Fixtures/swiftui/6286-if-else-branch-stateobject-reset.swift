// "My @StateObject is recreated when I toggle a layout flag": the same view in the two branches of if/else is two identities, so switching branches makes a new model; a modifier whose argument changes keeps the identity (SEMANTICS §1 "if/else ⇒ _ConditionalContent, two distinct slots", §4 thunk once per node; T10; WWDC21 Demystify SwiftUI)
import SwiftUI

final class PanelModel: ObservableObject {
    let label: String

    init(label: String) {
        self.label = label
        print("PanelModel \(label) init")
    }
}

struct StatsPanel: View {
    @StateObject private var model: PanelModel

    init(label: String) {
        _model = StateObject(wrappedValue: PanelModel(label: label))
    }

    var body: some View {
        Text(model.label)
    }
}

struct Dashboard: View {
    @State private var compact = false

    var body: some View {
        VStack {
            Button("Toggle compact") { compact.toggle() }
            if compact {
                StatsPanel(label: "branchy")
                    .padding(4)
            } else {
                StatsPanel(label: "branchy")
            }
            StatsPanel(label: "steady")
                .padding(compact ? 4 : 0)
        }
    }
}

:mount Dashboard()
:tap "Toggle compact"
:tap "Toggle compact"

// expect: PanelModel branchy init
// expect: PanelModel steady init
// expect: PanelModel branchy init
// expect: PanelModel branchy init
