// Follows Apple's page "DisclosureGroup" (developer.apple.com/documentation/swiftui/disclosuregroup), whose example has
// a top group bound to isExpanded with toggles and a nested sub-group: here network settings with an "Advanced"
// group and, inside it, a "Ports" group.
// - A disclosure group shows its content only while expanded; tapping its label toggles it (Apple's page; rules
//   §15.9). Expanding builds the content: its body, then its onAppear; collapsing removes it (onDisappear), and the
//   next expansion builds it again (rules §11.1, §10.3).
// - The parent only makes $showAdvanced and $useProxy, so neither expanding nor the toggle runs its body; the toggle
//   re-runs the content that read the binding (rules §3.5, §9.3).
// - "Ports" is collapsed again before "Advanced" closes, so its own remembered expansion plays no part.
import SwiftUI

struct PortList: View {
    var body: some View {
        let _ = print("PortList body")
        Text("8080, 8443")
            .onAppear { print("ports appeared") }
    }
}

struct AdvancedOptions: View {
    @Binding var useProxy: Bool

    var body: some View {
        let _ = print("AdvancedOptions body, proxy \(useProxy)")
        VStack(alignment: .leading) {
            Toggle("Use Proxy", isOn: $useProxy)
            DisclosureGroup("Ports") {
                PortList()
            }
        }
        .onAppear { print("advanced appeared") }
        .onDisappear { print("advanced disappeared") }
    }
}

struct NetworkSettings: View {
    @State private var showAdvanced = false
    @State private var useProxy = false

    var body: some View {
        let _ = print("NetworkSettings body")
        Form {
            Text("Wi-Fi: Home")
            DisclosureGroup("Advanced", isExpanded: $showAdvanced) {
                AdvancedOptions(useProxy: $useProxy)
            }
        }
    }
}

:mount NetworkSettings()
// expect: NetworkSettings body
:tap "Advanced"
// expect: AdvancedOptions body, proxy false
// expect: advanced appeared
:toggle "Use Proxy"
// expect: AdvancedOptions body, proxy true
:tap "Ports"
// expect: PortList body
// expect: ports appeared
:tap "Ports"
:tap "Advanced"
// expect: advanced disappeared
:tap "Advanced"
// expect: AdvancedOptions body, proxy true
// expect: advanced appeared
