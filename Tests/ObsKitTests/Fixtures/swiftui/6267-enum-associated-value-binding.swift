// "How do I bind a Toggle and a TextField to an enum case with an associated value?": computed Binding(get:set:) properties that pattern-match the enum and write whole cases back to the @State (SEMANTICS §9 Binding(get:set:); Apple: Binding init(get:set:), onChange(of:_:) compares with ==)
import SwiftUI

enum Handoff: Equatable {
    case pickup
    case courier(note: String)

    var summary: String {
        switch self {
        case .pickup:
            return "pickup"
        case .courier(let note):
            return "courier, note '\(note)'"
        }
    }
}

struct CheckoutForm: View {
    @State private var handoff: Handoff = .pickup

    private var usesCourier: Binding<Bool> {
        Binding(
            get: {
                if case .courier = handoff { return true }
                return false
            },
            set: { handoff = $0 ? .courier(note: "") : .pickup }
        )
    }

    private var courierNote: Binding<String> {
        Binding(
            get: {
                if case .courier(let note) = handoff { return note }
                return ""
            },
            set: { handoff = .courier(note: $0) }
        )
    }

    var body: some View {
        Form {
            Toggle("Courier", isOn: usesCourier)
            if usesCourier.wrappedValue {
                TextField("Note", text: courierNote)
            }
        }
        .onChange(of: handoff) {
            print("handoff: \(handoff.summary)")
        }
    }
}

:mount CheckoutForm()
:toggle "Courier"
:type "Gate" into "Note"
:toggle "Courier"

// expect: handoff: courier, note ''
// expect: handoff: courier, note 'G'
// expect: handoff: courier, note 'Ga'
// expect: handoff: courier, note 'Gat'
// expect: handoff: courier, note 'Gate'
// expect: handoff: pickup
