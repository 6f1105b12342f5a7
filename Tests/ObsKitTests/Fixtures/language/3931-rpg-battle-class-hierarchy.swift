// App code style: RPG battle with a class hierarchy and overridden attacks
class Character: CustomStringConvertible {
    let name: String
    var hp: Int { didSet { hp = max(0, hp) } }
    let maxHP: Int
    var attack: Int
    var isAlive: Bool { hp > 0 }

    init(name: String, hp: Int, attack: Int) {
        self.name = name; self.hp = hp; maxHP = hp; self.attack = attack
    }

    func damage(against target: Character, round: Int) -> Int { attack }

    func act(on target: Character, round: Int) -> String {
        let d = damage(against: target, round: round)
        target.hp -= d
        return "\(name) hits \(target.name) for \(d)"
    }

    var description: String { "\(name)(\(hp)/\(maxHP))" }
}

class Warrior: Character {
    override func damage(against target: Character, round: Int) -> Int {
        round % 3 == 0 ? attack * 2 : attack
    }
}

class Mage: Character {
    var mana = 10
    override func act(on target: Character, round: Int) -> String {
        if mana >= 4 {
            mana -= 4
            target.hp -= attack + 6
            return "\(name) casts fireball on \(target.name) for \(attack + 6) (mana \(mana))"
        }
        mana += 3
        return super.act(on: target, round: round) + " and rests"
    }
}

final class Healer: Character {
    weak var ally: Character?
    override func act(on target: Character, round: Int) -> String {
        if let a = ally, a.isAlive, a.hp < a.maxHP / 2 {
            a.hp = min(a.maxHP, a.hp + 8)
            return "\(name) heals \(a.name) to \(a.hp)"
        }
        return super.act(on: target, round: round)
    }
}

let heroes: [Character] = [Warrior(name: "Bram", hp: 30, attack: 5), Mage(name: "Ilsa", hp: 18, attack: 3)]
let healer = Healer(name: "Oona", hp: 20, attack: 2)
healer.ally = heroes[0]
let monsters: [Character] = [Character(name: "Ogre", hp: 40, attack: 6), healer]

var round = 1
while heroes.contains(where: \.isAlive) && monsters.contains(where: \.isAlive) && round <= 12 {
    print("-- round \(round)")
    for actor in heroes + monsters where actor.isAlive {
        let foes = heroes.contains { $0 === actor } ? monsters : heroes
        guard let target = foes.filter(\.isAlive).min(by: { $0.hp < $1.hp }) else { break }
        print(actor.act(on: target, round: round))
    }
    round += 1
}
print("heroes: \(heroes), monsters: \(monsters)")
print(heroes.contains(where: \.isAlive) ? "heroes win" : "monsters win")
// expect: -- round 1
// expect: Bram hits Oona for 5
// expect: Ilsa casts fireball on Oona for 9 (mana 6)
// expect: Ogre hits Ilsa for 6
// expect: Oona hits Ilsa for 2
// expect: -- round 2
// expect: Bram hits Oona for 5
// expect: Ilsa casts fireball on Oona for 9 (mana 2)
// expect: Ogre hits Ilsa for 6
// expect: -- round 3
// expect: Bram hits Ogre for 10
// expect: Ilsa hits Ogre for 3 and rests
// expect: Ogre hits Ilsa for 6
// expect: -- round 4
// expect: Bram hits Ogre for 5
// expect: Ogre hits Bram for 6
// expect: -- round 5
// expect: Bram hits Ogre for 5
// expect: Ogre hits Bram for 6
// expect: -- round 6
// expect: Bram hits Ogre for 10
// expect: Ogre hits Bram for 6
// expect: -- round 7
// expect: Bram hits Ogre for 5
// expect: Ogre hits Bram for 6
// expect: -- round 8
// expect: Bram hits Ogre for 5
// expect: heroes: [Bram(6/30), Ilsa(0/18)], monsters: [Ogre(0/40), Oona(0/20)]
// expect: heroes win
