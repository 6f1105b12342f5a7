// Stack Overflow answer style: a child with a custom init that stores the binding itself, `self._count = count`
// What SwiftUI does: assigning `_count` stores the `Binding` in the `@Binding` wrapper, as the memberwise init does.
// Every parent body runs both inits again (rules §2.6). `$home` and `$away` are equal while their values are (rules
// §2.5), so after a "Home" press only the Home control's value differs, and it read its count: it alone runs, once
// (rules §2.7, §2.8, §9.3).
// Sources: rules §2.5, §2.6, §2.7, §2.8, §9.3; https://developer.apple.com/documentation/swiftui/binding
import SwiftUI

struct TallyControl: View {
    let title: String
    @Binding var count: Int

    init(_ title: String, count: Binding<Int>) {
        self.title = title
        self._count = count
        print("TallyControl init: \(title)")
    }

    var body: some View {
        let _ = print("TallyControl body: \(title) \(count)")
        Stepper(title, value: $count)
    }
}

struct Scoreboard: View {
    @State private var home = 0
    @State private var away = 0

    var body: some View {
        let _ = print("Scoreboard body: \(home)-\(away)")
        VStack {
            TallyControl("Home", count: $home)
            TallyControl("Away", count: $away)
        }
    }
}

:mount Scoreboard()
// expect: Scoreboard body: 0-0
// expect: TallyControl init: Home
// expect: TallyControl init: Away
// expect: TallyControl body: Home 0
// expect: TallyControl body: Away 0
:step "Home" up
// expect: Scoreboard body: 1-0
// expect: TallyControl init: Home
// expect: TallyControl init: Away
// expect: TallyControl body: Home 1
:step "Away" up
// expect: Scoreboard body: 1-1
// expect: TallyControl init: Home
// expect: TallyControl init: Away
// expect: TallyControl body: Away 1
