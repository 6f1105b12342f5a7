// New sighting form: a sheet that owns its form model with @StateObject and closes itself with dismiss, as apps
// written with ObservableObject view models do; own code.
// What SwiftUI does: the sheet's content is built when it is shown (rules §13.1), and its @StateObject is made right
// before its first body (rules §4.2): each presentation makes a new form model. Typing and the stepper write
// @Published properties, running the sheet's body once per change (rules §5.1, §10.1). Closing the sheet destroys its
// node and releases the model, which deinits (rules §1.4, §4.4); Add first hands the values to the list's closure.
// Sources: rules §1.4, §4.2, §4.4, §5.1, §10.1, §13.1; Apple https://developer.apple.com/documentation/swiftui/stateobject
// and https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

final class NewSightingForm: ObservableObject {
    @Published var species = ""
    @Published var count = 1

    init() { print("NewSightingForm init") }
    deinit { print("NewSightingForm deinit") }

    var isValid: Bool { !species.isEmpty }
}

struct NewSightingSheet: View {
    @StateObject private var form = NewSightingForm()
    @Environment(\.dismiss) private var dismiss
    let onAdd: (String, Int) -> Void

    var body: some View {
        let _ = print("NewSightingSheet body: '\(form.species)' x\(form.count)")
        NavigationStack {
            Form {
                TextField("Species", text: $form.species)
                Stepper("Count", value: $form.count, in: 1...50)
            }
            .navigationTitle("New Sighting")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") { dismiss() }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Add") {
                        onAdd(form.species, form.count)
                        dismiss()
                    }
                    .disabled(!form.isValid)
                }
            }
        }
    }
}

struct SightingLogView: View {
    @State private var entries: [String] = []
    @State private var isAddingSighting = false

    var body: some View {
        NavigationStack {
            List(entries, id: \.self) { entry in
                Text(entry)
            }
            .navigationTitle("Sightings")
            .toolbar {
                Button("Log Sighting") { isAddingSighting = true }
            }
        }
        .sheet(isPresented: $isAddingSighting) {
            NewSightingSheet { species, count in
                entries.append("\(count) x \(species)")
                print("added \(count) x \(species)")
            }
        }
    }
}

:mount SightingLogView()
:tap "Log Sighting"
// expect: NewSightingForm init
// expect: NewSightingSheet body: '' x1
:type "Wren" into "Species"
// expect: NewSightingSheet body: 'W' x1
// expect: NewSightingSheet body: 'Wr' x1
// expect: NewSightingSheet body: 'Wre' x1
// expect: NewSightingSheet body: 'Wren' x1
:tap "Cancel"
// expect: NewSightingForm deinit
:tap "Log Sighting"
// expect: NewSightingForm init
// expect: NewSightingSheet body: '' x1
:type "Jay" into "Species"
// expect: NewSightingSheet body: 'J' x1
// expect: NewSightingSheet body: 'Ja' x1
// expect: NewSightingSheet body: 'Jay' x1
:step "Count" up
// expect: NewSightingSheet body: 'Jay' x2
:tap "Add"
// expect: added 2 x Jay
// expect: NewSightingForm deinit
