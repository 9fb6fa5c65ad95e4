import Foundation

/// Origami's and Rebound's springs (also React Native's `tension`/`friction` and
/// `bounciness`/`speed`), at mass 1, as facebookarchive/rebound-js writes them in
/// `OrigamiValueConverter.js`, `BouncyConversion.js` and `SpringConfig.js`.
extension SpringUnits {
    /// Origami's tension and friction: Rebound's `SpringConfig.fromOrigamiTensionAndFriction`,
    /// `k = (T - 30) 3.62 + 194`, `c = (F - 8) 3 + 25`.
    public init(tension: Double, friction: Double) {
        self.init(stiffness: (tension - 30) * 3.62 + 194, damping: (friction - 8) * 3 + 25)
    }

    /// Origami's tension and friction of the same motion (`origamiValueFromTension`,
    /// `origamiFromFriction`, applied to k / m and c / m).
    public var origami: (tension: Double, friction: Double) {
        ((stiffnessAtUnitMass - 194) / 3.62 + 30, (dampingAtUnitMass - 25) / 3 + 8)
    }

    /// Origami's Pop Animation bounciness and speed: Rebound's `SpringConfig.fromBouncinessAndSpeed`,
    /// which maps them to Origami tension and friction through `BouncyConversion`, then on as
    /// `init(tension:friction:)` does.
    public init(bounciness: Double, speed: Double) {
        let conversion = Bouncy(bounciness: bounciness, speed: speed)
        self.init(tension: conversion.tension, friction: conversion.friction)
    }

    /// The bounciness and speed of the same motion: `BouncyConversion` run backwards, exactly
    /// (the tension is linear in the speed; the friction is quadratic in the bounciness). `nil`
    /// where no bounciness gives this friction: one that bounces more than a bounciness of 42.5
    /// (the most its quadratic reaches) or is more damped than a bounciness of 0.
    public var bouncinessAndSpeed: (bounciness: Double, speed: Double)? {
        let (tension, friction) = origami
        let speed = Bouncy.normal(tension, start: 0.5, end: 200) * 20 * 1.7
        let noBounce = Bouncy.noBounceFriction(tension: tension)
        guard noBounce != 0.01 else { return nil }
        // friction = lerp(2b - b^2, noBounce, 0.01), so 2b - b^2 = (noBounce - friction) / (noBounce - 0.01).
        let eased = (noBounce - friction) / (noBounce - 0.01)
        // A spring made from a bounciness of 0 or 42.5 may land a rounding error outside.
        guard eased > -1e-9, eased < 1 + 1e-9 else { return nil }
        let b = 1 - max(0, 1 - eased).squareRoot()
        return (b / 0.8 * 20 * 1.7, speed)
    }

    /// Rebound's `BouncyConversion`: Origami tension and friction for a bounciness and a speed.
    struct Bouncy {
        /// The Origami tension and friction.
        let tension: Double, friction: Double

        init(bounciness: Double, speed: Double) {
            let b = Self.project(Self.normal(bounciness / 1.7, start: 0, end: 20), start: 0, end: 0.8)
            let s = Self.normal(speed / 1.7, start: 0, end: 20)
            tension = Self.project(s, start: 0.5, end: 200)
            // quadraticOutInterpolation(b, b3Nobounce(tension), 0.01)
            let t = 2 * b - b * b
            friction = t * 0.01 + (1 - t) * Self.noBounceFriction(tension: tension)
        }

        static func normal(_ value: Double, start: Double, end: Double) -> Double {
            (value - start) / (end - start)
        }

        static func project(_ n: Double, start: Double, end: Double) -> Double {
            start + n * (end - start)
        }

        /// `b3Nobounce`: the friction that just does not bounce, a cubic in three pieces.
        static func noBounceFriction(tension x: Double) -> Double {
            if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
            if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
            return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
        }
    }
}
