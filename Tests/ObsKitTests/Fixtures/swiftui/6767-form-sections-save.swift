// Follows Apple's `Form` page (https://developer.apple.com/documentation/swiftui/form): "a container for grouping
// controls used for data entry", its example a settings form in a navigation container with Sections of
// pickers, toggles and a button. Own code: an RSVP with a name, a plus-one toggle, a meal picker and a Save button.
// - The controls write their bindings (Apple `textfield`, `toggle`, `picker`). The body reads none of them, only
//   `savedCount`: typing, toggling and picking run no body (rules §3.5).
// - The Picker's options come from a ForEach over an Identifiable enum, so each is tagged with its id, the
//   enum value (rules §15.5, Apple `picker`); `:pick "Fish" in "Meal"` chooses by the text shown.
// - Save reads the live values (rules §3.4) and bumps the counter: its line, then one body (rules §0.3, §10.1).
import SwiftUI

struct RSVPForm: View {
    enum Meal: String, CaseIterable, Identifiable {
        case fish, pasta, salad
        var id: Self { self }
    }

    @State private var guestName = ""
    @State private var plusOne = false
    @State private var meal = Meal.pasta
    @State private var savedCount = 0

    var body: some View {
        let _ = print("RSVPForm body: saved \(savedCount) times")
        NavigationStack {
            Form {
                Section("Guest") {
                    TextField("Name", text: $guestName)
                    Toggle("Bringing a plus-one", isOn: $plusOne)
                }
                Section("Dinner") {
                    Picker("Meal", selection: $meal) {
                        ForEach(Meal.allCases) { meal in
                            Text(meal.rawValue.capitalized)
                        }
                    }
                }
                Section {
                    Button("Save") {
                        savedCount += 1
                        print("save: \(guestName), \(meal.rawValue), plus-one \(plusOne)")
                    }
                }
            }
            .navigationTitle("RSVP")
        }
    }
}

:mount RSVPForm()
// expect: RSVPForm body: saved 0 times
:type "Ida" into "Name"
:toggle "Bringing a plus-one"
:pick "Fish" in "Meal"
:tap "Save"
// expect: save: Ida, fish, plus-one true
// expect: RSVPForm body: saved 1 times
:pick "Salad" in "Meal"
:tap "Save"
// expect: save: Ida, salad, plus-one true
// expect: RSVPForm body: saved 2 times
