// Apple docs `LazyVGrid` (columns of GridItem(.adaptive(minimum:)), ForEach cells) with selectable cells that report their own changes.
// GridItem sizes are looks only (rules §15.9). The parent reads `selected`, so a tap runs its body; the ForEach
// builds each cell again, and only the cell whose `isSelected` changed runs its body, so only its onChange fires
// (rules §2.1, §2.6, §2.7; Apple `view/onchange(of:initial:_:)`). Each tap here changes one cell, so the output
// doesn't depend on the order siblings update in.
import SwiftUI

struct FruitCell: View {
    let name: String
    let isSelected: Bool

    var body: some View {
        Text(name)
            .padding()
            .background(isSelected ? Color.yellow : Color.clear, in: RoundedRectangle(cornerRadius: 8))
            .onChange(of: isSelected) { _, newValue in
                print("\(name) \(newValue ? "selected" : "deselected")")
            }
    }
}

struct FruitGrid: View {
    let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]
    let fruits = ["Apple", "Banana", "Cherry", "Date"]
    @State private var selected: String?

    var body: some View {
        let _ = print("FruitGrid body: \(selected ?? "none")")
        ScrollView {
            LazyVGrid(columns: columns, spacing: 12) {
                ForEach(fruits, id: \.self) { fruit in
                    Button {
                        selected = (selected == fruit) ? nil : fruit
                    } label: {
                        FruitCell(name: fruit, isSelected: selected == fruit)
                    }
                }
            }
            .padding(.horizontal)
        }
    }
}

:mount FruitGrid()
// expect: FruitGrid body: none
:tap "Banana"
// expect: FruitGrid body: Banana
// expect: Banana selected
:tap "Banana"
// expect: FruitGrid body: none
// expect: Banana deselected
:tap "Date"
// expect: FruitGrid body: Date
// expect: Date selected
