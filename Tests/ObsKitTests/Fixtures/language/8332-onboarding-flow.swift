// App model layer: an onboarding flow coordinator modeled as an enum of steps with skip rules
enum OnboardingStep: Int, CaseIterable, CustomStringConvertible {
    case welcome, permissions, account, profile, tour, done
    var description: String {
        switch self {
        case .welcome: return "Welcome"
        case .permissions: return "Permissions"
        case .account: return "Create account"
        case .profile: return "Profile"
        case .tour: return "Tour"
        case .done: return "Done"
        }
    }
}

struct OnboardingContext {
    var permissionsAlreadyGranted = false
    var hasAccount = false
    var wantsTour = true
}

struct OnboardingFlow {
    private(set) var current: OnboardingStep = .welcome
    private(set) var visited: [OnboardingStep] = [.welcome]
    var context: OnboardingContext

    func shouldSkip(_ step: OnboardingStep) -> Bool {
        switch step {
        case .permissions: return context.permissionsAlreadyGranted
        case .account, .profile: return context.hasAccount
        case .tour: return !context.wantsTour
        default: return false
        }
    }

    var progress: String {
        let steps = OnboardingStep.allCases.filter { !shouldSkip($0) && $0 != .done }
        let index = steps.firstIndex(of: current).map { $0 + 1 } ?? steps.count
        return "\(index)/\(steps.count)"
    }

    mutating func next() {
        var candidate = current
        repeat {
            guard let n = OnboardingStep(rawValue: candidate.rawValue + 1) else { return }
            candidate = n
        } while shouldSkip(candidate)
        current = candidate
        visited.append(candidate)
    }

    mutating func back() {
        guard visited.count > 1 else { return }
        visited.removeLast()
        current = visited.last!
    }
}

var flow = OnboardingFlow(context: OnboardingContext())
flow.context.permissionsAlreadyGranted = true
while flow.current != .done {
    print("\(flow.current) [\(flow.progress)]")
    flow.next()
}
flow.back()
flow.back()
print("after back x2: \(flow.current)")
flow.next(); flow.next(); flow.next()
print("final: \(flow.current), visited: \(flow.visited.map(\.rawValue))")

var returning = OnboardingFlow(context: OnboardingContext(permissionsAlreadyGranted: false, hasAccount: true, wantsTour: false))
var path: [String] = []
while returning.current != .done { path.append("\(returning.current)"); returning.next() }
print("returning user: \(path.joined(separator: " → "))")

// expect: Welcome [1/4]
// expect: Create account [2/4]
// expect: Profile [3/4]
// expect: Tour [4/4]
// expect: after back x2: Profile
// expect: final: Done, visited: [0, 2, 3, 4, 5]
// expect: returning user: Welcome → Permissions
