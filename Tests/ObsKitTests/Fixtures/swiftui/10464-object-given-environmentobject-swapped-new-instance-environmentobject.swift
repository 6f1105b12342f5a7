// environment and custom wrappers style: the object given to .environmentObject is swapped for a new instance; an @EnvironmentObject box looks the object up at each update and resubscribes when the instance changes, so later changes of the new object reach the view; a class in @State that is not @Observable changes the owner only when reassigned (rules §14.1, §3.7, §5.1)
import SwiftUI

final class Palette: ObservableObject {
    let name: String
    @Published var shade = 1

    init(name: String) {
        self.name = name
        print("Palette init \(name)")
    }
}

struct PaletteLabel: View {
    @EnvironmentObject var palette: Palette

    var body: some View {
        let _ = print("PaletteLabel body: \(palette.name) \(palette.shade)")
        Button("Darker") { palette.shade += 1 }
    }
}

struct PaletteScreen: View {
    @State private var palette = Palette(name: "Day")

    var body: some View {
        let _ = print("PaletteScreen body: \(palette.name)")
        VStack {
            PaletteLabel()
            Button("Night mode") { palette = Palette(name: "Night") }
        }
        .environmentObject(palette)
    }
}

:mount PaletteScreen()
// expect: Palette init Day
// expect: PaletteScreen body: Day
// expect: PaletteLabel body: Day 1
:tap "Darker"
// expect: PaletteLabel body: Day 2
:tap "Night mode"
// expect: Palette init Night
// expect: PaletteScreen body: Night
// expect: PaletteLabel body: Night 1
:tap "Darker"
// expect: PaletteLabel body: Night 2
