// Mistake: ForEach over an array of a struct that is not Identifiable, without passing `id:`.
// Expected message: Xcode's (from knowledge; not machine-checked)
import SwiftUI

struct Habit {
    let name: String
    var streak: Int
}

struct HabitList: View {
    @State private var habits = [
        Habit(name: "Read", streak: 4),
        Habit(name: "Walk", streak: 12),
        Habit(name: "Stretch", streak: 1),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Habits")
                .font(.title)
            ForEach(habits) { habit in
                HStack {
                    Text(habit.name)
                    Spacer()
                    Text("\(habit.streak) days")
                        .foregroundStyle(.secondary)
                }
            }
        }
        .padding()
    }
}

:mount HabitList()
// expect-error: referencing initializer 'init(_:content:)' on 'ForEach' requires that 'Habit' conform to 'Identifiable'
