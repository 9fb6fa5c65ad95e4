// SlideBack style "predictive-back-shared": Material's shared-element predictive back as Flutter draws it: shrink, shift, a 100 ms fade
// A built-in style of SlideBack.
// Written by `slideback export --target compose predictive-back-shared` against Navigation Compose 2.8 (NavHost enterTransition/exitTransition/popEnterTransition/popExitTransition, predictive back) on Compose Animation 1.7.
// Every constant the platform can take is carried over; what it cannot is said where it would go.

import androidx.compose.animation.*
import androidx.compose.animation.core.*
import androidx.compose.ui.graphics.TransformOrigin
import androidx.navigation.NavBackStackEntry
import kotlin.math.roundToInt

// Use: val t = remember(density) { SlideBackPredictiveBackSharedTransitions(LocalDensity.current.density) }
// NavHost(navController, startDestination, enterTransition = t.enterTransition, exitTransition = t.exitTransition,
//         popEnterTransition = t.popEnterTransition, popExitTransition = t.popExitTransition) { ... }
class SlideBackPredictiveBackSharedTransitions(private val density: Float) {
    // pushes and pops take 0.3 s on linear; a released swipe settles in 0.1 s on easeOut.
    // Navigation Compose finishes a released predictive back on its own; settle is for a
    // SeekableTransitionState you drive yourself: animateTo(target, animation = settle).
    val settle: FiniteAnimationSpec<Float> = tween(durationMillis = 100, easing = CubicBezierEasing(0f, 0f, 0.58f, 1f))
    val easing: Easing = LinearEasing

    val enterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        fadeIn(tween(durationMillis = 38, delayMillis = 37, easing = LinearEasing), initialAlpha = 0f) +
            scaleIn(tween(durationMillis = 300, easing = Easing { t -> if (t < 0.166666f) 0.4f * CubicBezierEasing(0.05f, 0f, 0.133333f, 0.06f).transform(t / 0.166666f) else 0.4f + (1f - 0.4f) * CubicBezierEasing(0.208333f, 0.82f, 0.25f, 1f).transform((t - 0.166666f) / (1f - 0.166666f)) }), initialScale = 0.85f, transformOrigin = TransformOrigin.Center)
    }

    // the page underneath is dimmed by 0.6 -> 0: a transition draws no scrim.
    val exitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        scaleOut(tween(durationMillis = 300, easing = Easing { t -> if (t < 0.166666f) 0.4f * CubicBezierEasing(0.05f, 0f, 0.133333f, 0.06f).transform(t / 0.166666f) else 0.4f + (1f - 0.4f) * CubicBezierEasing(0.208333f, 0.82f, 0.25f, 1f).transform((t - 0.166666f) / (1f - 0.166666f)) }), targetScale = 1.05f, transformOrigin = TransformOrigin.Center)
    }

    val popEnterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        scaleIn(tween(durationMillis = 300, easing = Easing { t -> if (t < 0.166666f) 0.4f * CubicBezierEasing(0.05f, 0f, 0.133333f, 0.06f).transform(t / 0.166666f) else 0.4f + (1f - 0.4f) * CubicBezierEasing(0.208333f, 0.82f, 0.25f, 1f).transform((t - 0.166666f) / (1f - 0.166666f)) }), initialScale = 1.1f, transformOrigin = TransformOrigin.Center)
    }

    val popExitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        fadeOut(tween(durationMillis = 38, delayMillis = 25, easing = LinearEasing), targetAlpha = 0f) +
            scaleOut(tween(durationMillis = 300, easing = Easing { t -> if (t < 0.166666f) 0.4f * CubicBezierEasing(0.05f, 0f, 0.133333f, 0.06f).transform(t / 0.166666f) else 0.4f + (1f - 0.4f) * CubicBezierEasing(0.208333f, 0.82f, 0.25f, 1f).transform((t - 0.166666f) / (1f - 0.166666f)) }), targetScale = 0.9f, transformOrigin = TransformOrigin.Center)
    }

    // The drag looks unlike the pop. Navigation Compose 2.8 plays popEnter/popExit under the gesture; these are the drag's,
    // for a host that takes predictive-pop transitions of their own (Navigation 3's NavDisplay.predictivePopTransitionSpec).
    // the look runs a gesture part to p 0.35 and the rest after it; each part here runs over the whole transition.
    val predictivePopEnterTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> EnterTransition = {
        EnterTransition.None
    }

    // the page rounds to 32 pt while it moves: clip it in the destination.
    // the look runs a gesture part to p 0.35 and the rest after it; each part here runs over the whole transition.
    val predictivePopExitTransition: AnimatedContentTransitionScope<NavBackStackEntry>.() -> ExitTransition = {
        slideOutHorizontally(tween(durationMillis = 300, easing = easing), targetOffsetX = { fullWidth -> (fullWidth * 0.15f + -8f * density).roundToInt() }) +
            fadeOut(tween(durationMillis = 195, delayMillis = 105, easing = LinearEasing), targetAlpha = 0f) +
            scaleOut(tween(durationMillis = 300, easing = easing), targetScale = 0.9f, transformOrigin = TransformOrigin.Center)
    }

    // The gesture: pops past 0.35 of the width; the system's back gesture decides instead (it commits past its own threshold).
    // the bar: each page moves with its own bar (put the bar inside each page).
    // a finger holds the look within its gesture part (to p 0.35) and the release runs the rest; here the progress runs through the whole look.
    // the progress is Android's back progress (AOSP TouchTracker: linear up to min(412 dp, width), then reaching 1 at the width), which BackEventCompat.progress already is; elsewhere it is the translation over the width.
    // the held progress follows the finger on a critically damped spring of stiffness 1500 (AOSP BackProgressAnimator), which Android applies before an app sees the progress; elsewhere it follows the finger exactly.
    // the page in front follows the finger up and down (followY 1, margin 8 pt): a transition driven by progress alone cannot.
}
