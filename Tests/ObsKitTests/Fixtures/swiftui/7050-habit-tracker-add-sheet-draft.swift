// Adding a habit in a sheet (the "100 days" course's habit-tracking challenge), own code: the board owns an
// @Observable store; a toolbar button presents an add form whose draft is an @Observable object the form owns in
// @State, edited through `$draft.title`, and Save hands the draft's values to a closure and dismisses.
// What SwiftUI does: the sheet's content is built when it is presented (rules §13.1), so the form's init, with its
// @State initial value (the draft's init), runs then, and the form's body after it (rules §3.1, §3.2). Its body read
// `draft.title`: each keystroke runs it once (rules §8.3, §8.5). Save appends to the store (the board read it: one
// board body) and dismisses: the sheet's node is destroyed after that update and its draft, held by nothing else,
// deinits (rules §1.4). A sheet swiped away likewise releases its draft, and runs no other body.
// Sources: rules §1.4, §3.1, §3.2, §3.7, §8.3, §8.5, §13.1, §15.4, §15.12;
// https://developer.apple.com/documentation/swiftui/state
// https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)
import SwiftUI

struct Habit: Identifiable {
    let id = UUID()
    let title: String
    let detail: String
}

@Observable
class HabitBoard {
    var habits = [
        Habit(title: "Meditate", detail: "10 minutes"),
        Habit(title: "Stretch", detail: "Morning"),
    ]
}

@Observable
class HabitDraft {
    var title = ""
    var detail = ""

    init() { print("HabitDraft init") }
    deinit { print("HabitDraft deinit") }
}

struct AddHabitView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var draft = HabitDraft()

    var onSave: (String, String) -> Void

    var body: some View {
        let _ = print("AddHabitView body: '\(draft.title)'")
        NavigationStack {
            Form {
                TextField("Title", text: $draft.title)
                TextField("Description", text: $draft.detail)
            }
            .navigationTitle("New habit")
            .toolbar {
                Button("Save") {
                    onSave(draft.title, draft.detail)
                    dismiss()
                }
            }
        }
    }
}

struct HabitBoardView: View {
    @State private var board = HabitBoard()
    @State private var showingAdd = false

    var body: some View {
        let _ = print("HabitBoardView body: \(board.habits.count) habits")
        NavigationStack {
            List(board.habits) { habit in
                VStack(alignment: .leading) {
                    Text(habit.title)
                        .font(.headline)
                    Text(habit.detail)
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Add habit") {
                        showingAdd = true
                    }
                }
            }
            .sheet(isPresented: $showingAdd) {
                AddHabitView { title, detail in
                    board.habits.append(Habit(title: title, detail: detail))
                    print("saved \(title)")
                }
            }
        }
    }
}

:mount HabitBoardView()
// expect: HabitBoardView body: 2 habits
:tap "Add habit"
// expect: HabitDraft init
// expect: AddHabitView body: ''
:type "Yoga" into "Title"
// expect: AddHabitView body: 'Y'
// expect: AddHabitView body: 'Yo'
// expect: AddHabitView body: 'Yog'
// expect: AddHabitView body: 'Yoga'
:tap "Save"
// expect: saved Yoga
// expect: HabitBoardView body: 3 habits
// expect: HabitDraft deinit
:tap "Add habit"
// expect: HabitDraft init
// expect: AddHabitView body: ''
:dismiss
// expect: HabitDraft deinit
