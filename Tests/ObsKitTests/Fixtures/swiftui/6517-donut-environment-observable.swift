// WWDC23 "Discover Observation in SwiftUI" style: an @Observable model put in the environment with .environment(_:), read with @Environment(Type.self), and edited through a local @Bindable in a body.
// @Environment(Model.self) tracks reads per property, as any @Observable read (rules §14.2, §8.3; Apple `bindable`,
// "migrating"). OpenBanner reads `isOpen`; SpecialCard, inside it, reads `special`; StatusToggle makes
// `$status.isOpen` from a local @Bindable, as Apple's `bindable` page writes it, and making it reads `isOpen`
// (rules §8.5). Flipping the toggle re-runs OpenBanner and StatusToggle (parent, then the child inside it,
// rules §2.8), not SpecialCard. A new special re-runs only SpecialCard. The root reads no property: it never runs again.
import SwiftUI

@Observable
final class ShopStatus {
    var isOpen = true
    var special = "Maple"
}

struct StatusToggle: View {
    @Environment(ShopStatus.self) private var status

    var body: some View {
        let _ = print("StatusToggle body")
        @Bindable var status = status
        Toggle("Open", isOn: $status.isOpen)
    }
}

struct SpecialCard: View {
    @Environment(ShopStatus.self) private var status

    var body: some View {
        let _ = print("SpecialCard body, \(status.special)")
        VStack {
            Text("Today: \(status.special)")
            Button("New Special") { status.special = "Pumpkin" }
        }
    }
}

struct OpenBanner: View {
    @Environment(ShopStatus.self) private var status

    var body: some View {
        let _ = print("OpenBanner body, open \(status.isOpen)")
        VStack {
            Text(status.isOpen ? "Open" : "Closed")
            SpecialCard()
            StatusToggle()
        }
    }
}

struct ShopStatusRoot: View {
    @State private var status = ShopStatus()

    var body: some View {
        let _ = print("ShopStatusRoot body")
        OpenBanner()
            .environment(status)
    }
}

:mount ShopStatusRoot()
// expect: ShopStatusRoot body
// expect: OpenBanner body, open true
// expect: SpecialCard body, Maple
// expect: StatusToggle body
:toggle "Open"
// expect: OpenBanner body, open false
// expect: StatusToggle body
:tap "New Special"
// expect: SpecialCard body, Pumpkin
:toggle "Open"
// expect: OpenBanner body, open true
// expect: StatusToggle body
